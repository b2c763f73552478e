import { ProfilePage } from '@/features/profile/index.ts';

/** /freelancer/profile: the logged freelancer's own profile. */
export default function FreelancerProfileRoute() {
  return <ProfilePage />;
}
