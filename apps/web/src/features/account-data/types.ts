/** A freelancer or an investor an admin exports or deletes, as the admin tables know them. */
export interface ManagedUser {
  id: number;
  role: 'FREELANCER' | 'INVESTOR';
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
}
