import { titles } from '@/config/titles.ts';
import { AreaPlaceholderRoute } from './area-placeholder-route.tsx';

export default function DashboardRoute() {
  return (
    <AreaPlaceholderRoute
      pageTitle={titles.dashboard}
      title="Pulpit"
      description="Tutaj powstanie pulpit z podsumowaniem Twoich zleceń i aktywności; na razie ta część aplikacji jest w budowie."
    />
  );
}
