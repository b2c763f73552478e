import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { SettingsPage } from '@/features/notifications/components/settings-page.tsx';

/** /settings (ours, issue 25): 'Ustawienia' of every role, the e-mails of notifications. */
export default function SettingsRoute() {
  return (
    <>
      <PageTitle title={titles.settings} />
      <SettingsPage />
    </>
  );
}
