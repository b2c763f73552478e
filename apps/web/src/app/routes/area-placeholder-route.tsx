import { AreaPlaceholder } from '@/components/ui/area-placeholder.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { useUser } from '@/features/auth/api/get-me.ts';

/** Shared body of the route modules that later issues replace. */
export function AreaPlaceholderRoute({
  pageTitle,
  title,
  description,
}: {
  /** The document title's page part, from config/titles.ts. */
  pageTitle: string;
  title: string;
  description: string;
}) {
  const { data: user } = useUser();
  return (
    <>
      <PageTitle title={pageTitle} />
      <AreaPlaceholder title={title} description={description} user={user} />
    </>
  );
}
