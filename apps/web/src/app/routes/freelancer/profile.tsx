import { titles } from '@/config/titles.ts';
import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function FreelancerProfileRoute() {
  return (
    <AreaPlaceholderRoute
      pageTitle={titles.freelancer.profile}
      title="Twój profil"
      description="Tutaj powstanie Twój profil freelancera: dane podstawowe, awatar, branże, dostępność, usługi, certyfikaty, doświadczenie i opinie, które możesz edytować."
    />
  );
}
