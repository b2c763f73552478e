import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { landingPathFor } from '@/features/auth/utils/landing-path.ts';

export default function LoginRoute() {
  const navigate = useNavigate();
  // FREELANCER → profile (the guard turns away one with unfinished onboarding), INVESTOR →
  // investor start, ADMIN → admin panel.
  return (
    <>
      <PageTitle title={titles.login} />
      <LoginForm onSuccess={(user) => navigate(landingPathFor(user.role), { replace: true })} />
    </>
  );
}
