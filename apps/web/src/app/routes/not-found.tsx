import { NotFoundPage } from '@/components/errors/not-found-page.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';

export default function NotFoundRoute() {
  return (
    <>
      <PageTitle title={titles.notFound} />
      <NotFoundPage />
    </>
  );
}
