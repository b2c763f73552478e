import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { InvestorStart } from '@/features/auth/components/investor-start.tsx';

export default function InvestorStartRoute() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title={titles.investor.start} />
      <InvestorStart onChoose={(to) => navigate(to)} />
    </>
  );
}
