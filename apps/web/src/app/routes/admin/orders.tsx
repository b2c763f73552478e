import { titles } from '@/config/titles.ts';
import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function AdminOrdersRoute() {
  return (
    <AreaPlaceholderRoute
      pageTitle={titles.admin.orders}
      title="Zlecenia"
      description="Tutaj powstanie przegląd zleceń inwestorów."
    />
  );
}
