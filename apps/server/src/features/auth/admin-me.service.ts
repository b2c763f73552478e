import type { AdminData } from '@handlowo/contract';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import { findUserById } from './user.repository.ts';

/** A11: the logged admin (authorize('ADMIN') has run, so the user exists with that role). */
export async function getAdminMe(db: Database, userId: number): Promise<AdminData> {
  const user = await findUserById(db, userId);
  if (user?.role !== 'ADMIN') throw forbidden();
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: 'ADMIN',
  };
}
