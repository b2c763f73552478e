import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { EmailChangeStatus } from '@/features/account-settings/components/email-change-status.tsx';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';

/** The link of the mail that confirms a new e-mail address (ours, issue 25, ADR 019). */
export default function EmailChangeRoute() {
  // The pattern requires the token; the catch-all shows the not-found page without one.
  const { token = '' } = useParams();
  return (
    <>
      <PageTitle title={titles.account.emailChange} />
      <AuthCard title="Potwierdzenie nowego adresu e-mail">
        <EmailChangeStatus key={token} token={token} />
      </AuthCard>
    </>
  );
}
