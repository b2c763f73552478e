import { accountMessages } from '@handlowo/contract';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens } from '../db/schema/index.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseUnavailability,
  isVanishedUserReference,
} from './database-errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** What Drizzle throws: the statement and its parameters in the message, the driver's error as cause. */
const wrapped = (cause: Error) =>
  new DrizzleQueryError('select * from users where email = $1', ['secret@firma.pl'], cause);

describe('databaseUnavailability', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a starting server', withCode('the database system is starting up', '57P03')],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['too many clients', withCode('sorry, too many clients already', '53300')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a client-side timeout', new Error('Query read timeout')],
    ['a pool checkout timeout', new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', new Error('PGlite is closed')],
  ])('recognises %s, also wrapped by Drizzle', (_name, error) => {
    expect(databaseUnavailability(error)).toBeDefined();
    expect(databaseUnavailability(wrapped(error))).toBeDefined();
  });

  it('recognises an AggregateError of refused addresses (localhost resolving to ::1 and 127.0.0.1)', () => {
    const error = new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]);
    expect(databaseUnavailability(error)?.code).toBe('ECONNREFUSED');
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('leaves %s alone (500 stays 500)', (_name, error) => {
    expect(databaseUnavailability(error)).toBeUndefined();
    expect(databaseUnavailability(wrapped(error))).toBeUndefined();
  });

  it('never reports the SQL or its parameters as the reason', () => {
    const found = databaseUnavailability(wrapped(new Error('Connection terminated unexpectedly')));
    expect(JSON.stringify(found)).not.toMatch(/select|secret@firma\.pl/);
  });

  it('stops on a cyclic cause chain', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(databaseUnavailability(a)).toBeUndefined();
  });
});

describe('isVanishedUserReference', () => {
  const violation = (constraint: string) =>
    Object.assign(new Error(`violates foreign key constraint "${constraint}"`), {
      code: '23503',
      constraint,
    });

  it('recognises a foreign key to users, also wrapped by Drizzle', () => {
    expect(isVanishedUserReference(wrapped(violation('pictures_user_id_users_id_fk')))).toBe(true);
  });

  it('leaves other foreign keys and other errors alone', () => {
    expect(
      isVanishedUserReference(violation('products_sub_industry_id_sub_industries_id_fk')),
    ).toBe(false);
    expect(isVanishedUserReference(withCode('duplicate key', '23505'))).toBe(false);
    expect(isVanishedUserReference('23503')).toBe(false);
  });
});

describe('error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(
      {},
      {
        extra: async (test) => {
          test.get('/api/test/database-down', async () => {
            throw wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
          });
          // A write naming a user that no longer exists, through the real driver.
          test.get('/api/test/vanished-user', async () => {
            await test.db.insert(passwordTokens).values({
              userId: 2_147_483_000,
              tokenHash: 'vanished-user-test',
              purpose: 'RESET',
              expiresAt: new Date(),
            });
            return 'unreachable';
          });
        },
      },
    );
  });
  afterAll(() => app.close());

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After when the database is unreachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/database-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      message: DATABASE_UNAVAILABLE_MESSAGE,
      code: 'DATABASE_UNAVAILABLE',
    });
  });

  it('answers 404 when a write names a user deleted meanwhile (issue 12), not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/vanished-user' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: accountMessages.userNotFound, code: 'USER_DELETED' });
  });
});
