import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { GuardiansPage } from '@/features/freelancer-workspace/index.ts';

/** /freelancer/guardians: Opiekun, the guardians of the freelancer's orders (issue 25). */
export default function FreelancerGuardiansRoute() {
  return (
    <>
      <PageTitle title={titles.freelancer.guardians} />
      <GuardiansPage />
    </>
  );
}
