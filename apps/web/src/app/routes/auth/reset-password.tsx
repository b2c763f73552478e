import { ResetPasswordForm } from '@/features/auth/index.ts';

export default function ResetPasswordRoute() {
  return <ResetPasswordForm />;
}
