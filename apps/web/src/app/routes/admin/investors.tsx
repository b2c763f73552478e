import { titles } from '@/config/titles.ts';
import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function AdminInvestorsRoute() {
  return (
    <AreaPlaceholderRoute
      pageTitle={titles.admin.investors}
      title="Inwestorzy"
      description="Tutaj powstanie tabela inwestorów z wyszukiwaniem, sortowaniem i stronicowaniem."
    />
  );
}
