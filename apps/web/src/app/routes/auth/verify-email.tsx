import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status.tsx';

export default function VerifyEmailRoute() {
  // The pattern requires the token; the catch-all shows the not-found page without one.
  const { token = '' } = useParams();
  return (
    <>
      <PageTitle title={titles.verifyEmail} />
      <VerifyEmailStatus key={token} token={token} />
    </>
  );
}
