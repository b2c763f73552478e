import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';

export default function ResetPasswordRoute() {
  return (
    <>
      <PageTitle title={titles.resetPassword} />
      <ResetPasswordForm />
    </>
  );
}
