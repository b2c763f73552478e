import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { NotificationsPage } from '@/features/notifications/components/notifications-page.tsx';

/** /notifications (ours, issue 25): every notification of the user, paged. */
export default function NotificationsRoute() {
  return (
    <>
      <PageTitle title={titles.notifications} />
      <NotificationsPage />
    </>
  );
}
