import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function FreelancerProfileByIdRoute() {
  return (
    <AreaPlaceholderRoute
      title="Profil freelancera"
      description="Tutaj powstanie podgląd profilu wybranego freelancera, tylko do odczytu."
    />
  );
}
