import { useParams } from 'react-router';
import { ProfilePage } from '@/features/profile/index.ts';

/** /freelancer/profile/:id: an admin's read-only view, or a freelancer's own profile by its id. */
export default function FreelancerProfileByIdRoute() {
  const { id } = useParams();
  return <ProfilePage idParam={id ?? ''} />;
}
