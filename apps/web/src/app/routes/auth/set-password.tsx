import { useParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { SetPasswordForm } from '@/features/auth/components/set-password-form.tsx';

export default function SetPasswordRoute() {
  const { token } = useParams();
  if (!token) {
    return (
      <>
        <PageTitle title={titles.notFound} />
        <NotFoundPage />
      </>
    );
  }
  return (
    <>
      <PageTitle title={titles.setPassword} />
      <SetPasswordForm token={token} />
    </>
  );
}
