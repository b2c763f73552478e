import { titles } from '@/config/titles.ts';
import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function FreelancerProfileByIdRoute() {
  return (
    <AreaPlaceholderRoute
      pageTitle={titles.freelancer.profileById}
      title="Profil freelancera"
      description="Tutaj powstanie podgląd profilu wybranego freelancera, tylko do odczytu."
    />
  );
}
