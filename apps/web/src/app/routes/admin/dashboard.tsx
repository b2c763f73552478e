import { AreaPlaceholderRoute } from '../area-placeholder-route.tsx';

export default function AdminDashboardRoute() {
  return (
    <AreaPlaceholderRoute
      title="Panel administratora"
      description="Tutaj powstanie pulpit administratora z liczbą zleceń, inwestorów i freelancerów."
    />
  );
}
