import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { ResetPasswordForm } from '@/features/auth/index.ts';

export default function ResetPasswordRoute() {
  return (
    <>
      <PageTitle title={titles.resetPassword} />
      <ResetPasswordForm />
    </>
  );
}
