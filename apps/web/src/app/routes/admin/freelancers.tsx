import { FreelancersScreen } from '@/features/admin-tables/index.ts';

export default function AdminFreelancersRoute() {
  return <FreelancersScreen />;
}
