import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { RegistrationForm } from '@/features/auth/index.ts';

export default function RegistrationRoute() {
  const navigate = useNavigate();
  return <RegistrationForm onInvestorChosen={() => navigate(paths.investor.start)} />;
}
