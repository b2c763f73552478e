import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { titles } from '@/config/titles.ts';
import { RegistrationForm } from '@/features/auth/components/registration-form.tsx';

export default function RegistrationRoute() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title={titles.registration} />
      <RegistrationForm onInvestorChosen={() => navigate(paths.investor.start)} />
    </>
  );
}
