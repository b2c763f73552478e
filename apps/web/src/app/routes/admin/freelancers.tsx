import { titles } from '@/config/titles.ts';
import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function AdminFreelancersRoute() {
  return (
    <AreaPlaceholderRoute
      pageTitle={titles.admin.freelancers}
      title="Freelancerzy"
      description="Tutaj powstanie tabela freelancerów z wyszukiwaniem, sortowaniem i przejściem do ich profili."
    />
  );
}
