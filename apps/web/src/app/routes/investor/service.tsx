import { titles } from '@/config/titles.ts';
import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function InvestorServiceRoute() {
  return (
    <AreaPlaceholderRoute
      pageTitle={titles.investor.service}
      title="Definiowanie usługi"
      description="Tutaj powstanie kreator zlecenia: wybór etapu lejka sprzedażowego, usług z liczbą, okresem i datą rozpoczęcia, produktów oraz podsumowanie."
    />
  );
}
