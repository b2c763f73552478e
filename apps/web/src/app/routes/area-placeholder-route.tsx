import { AreaPlaceholder } from '@/components/ui/area-placeholder.tsx';
import { useUser } from '@/features/auth/index.ts';

/** Shared body of the route modules that later issues replace. */
export function AreaPlaceholderRoute({
  title,
  description,
}: {
  title: string;
  description: string;
}) {
  const { data: user } = useUser();
  return <AreaPlaceholder title={title} description={description} user={user} />;
}
