import { titles } from '@/config/titles.ts';
import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function AdminEditDataRoute() {
  return (
    <AreaPlaceholderRoute
      pageTitle={titles.admin.editData}
      title="Edycja danych"
      description="Tutaj powstanie edycja Twojego konta administratora: awatar, imię, nazwisko, e-mail i hasło."
    />
  );
}
