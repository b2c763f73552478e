import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function AdminInvestorsRoute() {
  return (
    <AreaPlaceholderRoute
      title="Inwestorzy"
      description="Tutaj powstanie tabela inwestorów z wyszukiwaniem, sortowaniem i stronicowaniem."
    />
  );
}
