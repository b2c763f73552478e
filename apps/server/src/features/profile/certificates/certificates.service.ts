import {
  type Certificate,
  type CertificateBody,
  profileMessages as m,
  profileItemLimits,
} from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import { certificates } from '../../../db/schema/profile-items.ts';
import { assertChanged, freelancerItems, insertWithinLimit } from '../items/owned-items.ts';
import {
  deleteCertificate,
  findCertificatesOf,
  insertCertificate,
  updateCertificate,
} from './certificates.repository.ts';

const limit = {
  table: certificates,
  owner: certificates.freelancerId,
  max: profileItemLimits.certificates,
  message: m.tooManyCertificates,
};

/** D21. */
export async function listCertificates(db: Database, freelancerId: number): Promise<Certificate[]> {
  return freelancerItems(await findCertificatesOf(db, freelancerId));
}

/** D22: at most `profileItemLimits.certificates` per freelancer. */
export function addCertificate(
  db: Database,
  userId: number,
  body: CertificateBody,
): Promise<Certificate> {
  return insertWithinLimit(db, userId, limit, (tx) => insertCertificate(tx, userId, body));
}

/** D23: the whole certificate is replaced by the body. */
export async function replaceCertificate(
  db: Database,
  userId: number,
  id: number,
  body: CertificateBody,
): Promise<void> {
  assertChanged(await updateCertificate(db, userId, id, body), m.certificateNotFound);
}

/** D24. */
export async function removeCertificate(db: Database, userId: number, id: number): Promise<void> {
  assertChanged(await deleteCertificate(db, userId, id), m.certificateNotFound);
}
