import { NotFoundPage } from '@/components/errors/not-found-page.tsx';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
