import { titles } from '@/config/titles.ts';
import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function AdminInvestorDetailsRoute() {
  return (
    <AreaPlaceholderRoute
      pageTitle={titles.admin.investorById}
      title="Szczegóły inwestora"
      description="Tutaj powstanie karta inwestora z danymi kontaktowymi, produktami i zleceniami, w których przypiszesz opiekuna i freelancerów oraz ocenisz zrealizowane zlecenia."
    />
  );
}
