import { useNavigate } from 'react-router';
import { InvestorStart } from '@/features/auth/index.ts';

export default function InvestorStartRoute() {
  const navigate = useNavigate();
  return <InvestorStart onChoose={(to) => navigate(to)} />;
}
