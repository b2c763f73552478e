import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { rateLimitCounters } from '../../../db/schema/index.ts';
import type { DatabaseShape, DatabaseSnapshot } from '../../../testing/access/db-snapshot.ts';
import { clientAddress } from '../../../testing/access/send.ts';
import { bearer } from '../../../testing/factories.ts';
import { mailsTo } from '../../orders/mails/milestone-outbox.ts';
import { ACCOUNT_DELETED_SUBJECT } from './account-deletion-mail.ts';
import type { Person } from './deletion-fixtures.ts';

/*
 * What the deletion tests check after a deletion, generically over every table of the database
 * (`testing/access/db-snapshot.ts`), so that a table added later is checked without a change here.
 */

type Row = Record<string, unknown>;

/** Every string in a row: text columns and the items of text arrays (JSON of row_to_json). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The person's identifying texts: e-mail, first and last name, phone, company. */
const identifiers = (person: Person) =>
  [person.email, person.firstName, person.lastName, person.phone, person.company].map((text) =>
    text.toLowerCase(),
  );

/** Rows of any table whose text holds one of the person's identifiers (`table: row`). */
export function personalDataLeft(snapshot: DatabaseSnapshot, person: Person): string[] {
  const needles = identifiers(person);
  const found: string[] = [];
  for (const [table, rows] of snapshot.rows) {
    for (const { row, text } of rows) {
      const strings = stringsOf(row).map((s) => s.toLowerCase());
      if (strings.some((s) => needles.some((needle) => s.includes(needle)))) {
        found.push(`${table}: ${text.slice(0, 300)}`);
      }
    }
  }
  return found;
}

/** Rows whose foreign key to `users` holds the id (`table.column: row`). */
export function rowsReferencingUser(
  snapshot: DatabaseSnapshot,
  shape: DatabaseShape,
  userId: number,
): string[] {
  const found: string[] = [];
  for (const fk of shape.foreignKeys) {
    if (fk.refTable !== 'users') continue;
    for (const { row, text } of snapshot.rows.get(fk.table) ?? []) {
      if (fk.columns.some((column) => (row as Row)[column] === userId)) {
        found.push(`${fk.table}.${fk.columns.join(',')}: ${text.slice(0, 300)}`);
      }
    }
  }
  if ((snapshot.rows.get('users') ?? []).some(({ row }) => row.id === userId)) {
    found.push('users: the row itself');
  }
  return found;
}

/** The throttle counters (not in snapshots: they are volatile) whose key holds the text. */
export async function countersNaming(app: FastifyInstance, text: string): Promise<string[]> {
  const rows = await app.db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(sql`strpos(${rateLimitCounters.key}, ${text}) > 0`);
  return rows.map((r) => r.key).sort();
}

/** A1 from the given address: 200 or 404. */
export function login(app: FastifyInstance, email: string, password: string, address?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address ?? clientAddress(),
    payload: { email, password },
  });
}

/**
 * What every deleted account must show from outside: its session ends, it cannot log in, the
 * e-mail registers again, and the confirmation mail went to the old address.
 */
export async function expectGoneFromOutside(
  app: FastifyInstance,
  person: Person,
  { byAdmin }: { byAdmin: boolean },
) {
  // Any route of any logged-in user: the auth hook finds no account.
  const avatar = await app.inject({
    method: 'DELETE',
    url: '/api/user/avatar',
    headers: bearer(person.token),
  });
  expect(avatar.statusCode).toBe(403);
  expect((await login(app, person.email, person.password)).statusCode).toBe(404);

  const mails = await mailsTo(app, person.email);
  const confirmation = mails.filter((m) => m.subject === ACCOUNT_DELETED_SUBJECT);
  expect(confirmation).toHaveLength(1);
  expect(confirmation[0]?.body).toContain(
    byAdmin ? 'Administrator Handlowo usunął Twoje konto' : 'zostało usunięte',
  );

  const again = await app.inject({
    method: 'POST',
    url: '/api/auth/register/freelancer',
    remoteAddress: clientAddress(),
    payload: {
      firstName: 'Nowa',
      lastName: 'Osoba',
      email: person.email,
      company: 'Nowa firma',
      password: 'NoweHaslo1!',
      passwordConfirmation: 'NoweHaslo1!',
      terms: true,
    },
  });
  expect(again.statusCode, again.body).toBe(201);
  expect((await login(app, person.email, 'NoweHaslo1!')).statusCode).toBe(200);
}
