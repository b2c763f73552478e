import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function AdminEditDataRoute() {
  return (
    <AreaPlaceholderRoute
      title="Edycja danych"
      description="Tutaj powstanie edycja Twojego konta administratora: awatar, imię, nazwisko, e-mail i hasło."
    />
  );
}
