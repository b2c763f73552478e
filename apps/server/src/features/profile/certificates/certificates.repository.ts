import type { Certificate, CertificateBody } from '@handlowo/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { certificates } from '../../../db/schema/profile-items.ts';
import { users } from '../../../db/schema/users.ts';
import type { OwnerItemRow } from '../items/owned-items.ts';

/** The columns of a certificate, named as on the wire (API.md 3.3). */
const certificate = {
  id: certificates.id,
  name: certificates.name,
  info: certificates.info,
  dateOfObtaining: certificates.dateOfObtaining,
  endDate: certificates.endDate,
  certificateType: certificates.certificateType,
};

const ownItem = (freelancerId: number, id: number) =>
  and(eq(certificates.id, id), eq(certificates.freelancerId, freelancerId));

/** The stored form of a body: the dates arrive as first days of their months already. */
const values = (body: CertificateBody) => ({
  name: body.name,
  info: body.info,
  certificateType: body.certificateType,
  dateOfObtaining: body.dateOfObtaining,
  endDate: body.endDate ?? null,
});

const findCertificatesOfStatement = preparedPerDatabase('freelancer_certificates', (db) =>
  db
    .select({ role: users.role, item: certificate })
    .from(users)
    .leftJoin(certificates, eq(certificates.freelancerId, users.id))
    .where(eq(users.id, sql.placeholder('freelancerId')))
    .orderBy(desc(certificates.dateOfObtaining), desc(certificates.id)),
);

/** The user's role and every certificate, newest obtained first (then newest id): one query. */
export function findCertificatesOf(
  db: Executor,
  freelancerId: number,
): Promise<OwnerItemRow<Certificate>[]> {
  return findCertificatesOfStatement(db).execute({ freelancerId });
}

export async function insertCertificate(
  db: Executor,
  freelancerId: number,
  body: CertificateBody,
): Promise<Certificate> {
  const [row] = await db
    .insert(certificates)
    .values({ freelancerId, ...values(body) })
    .returning(certificate);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces the owner's certificate; returns the ids changed (none: unknown or not theirs). */
export function updateCertificate(
  db: Executor,
  freelancerId: number,
  id: number,
  body: CertificateBody,
) {
  return db
    .update(certificates)
    .set(values(body))
    .where(ownItem(freelancerId, id))
    .returning({ id: certificates.id });
}

export function deleteCertificate(db: Executor, freelancerId: number, id: number) {
  return db
    .delete(certificates)
    .where(ownItem(freelancerId, id))
    .returning({ id: certificates.id });
}
