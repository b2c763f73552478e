import { titles } from '@/config/titles.ts';
import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function AdminDashboardRoute() {
  return (
    <AreaPlaceholderRoute
      pageTitle={titles.admin.root}
      title="Panel administratora"
      description="Tutaj powstanie pulpit administratora z liczbą zleceń, inwestorów i freelancerów."
    />
  );
}
