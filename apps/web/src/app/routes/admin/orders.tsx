import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function AdminOrdersRoute() {
  return (
    <AreaPlaceholderRoute
      title="Zlecenia"
      description="Tutaj powstanie przegląd zleceń inwestorów."
    />
  );
}
