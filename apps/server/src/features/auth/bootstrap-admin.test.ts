import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { silentLogger } from '../../testing/silent-logger.ts';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin } from './bootstrap-admin.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const admins = () => app.db.select().from(users).where(eq(users.role, 'ADMIN'));
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

function recordingLogger() {
  const warnings: unknown[] = [];
  const logger: FastifyBaseLogger = { ...silentLogger, warn: (obj: unknown) => warnings.push(obj) };
  return { logger, warnings };
}

describe('bootstrap admin', () => {
  it('the started app already has the generated admin and does not add another', async () => {
    const before = await admins();
    expect(before.map((a) => a.email)).toContain(DEFAULT_ADMIN_EMAIL);
    const { logger, warnings } = recordingLogger();
    await ensureAdmin(app.db, app.config, logger);
    expect(await admins()).toEqual(before);
    expect(warnings).toEqual([]);
  });

  it('creates ADMIN_EMAIL once and keeps its password on later starts', async () => {
    const config = {
      ...app.config,
      admin: { email: 'szef@handlowo.test', password: 'Szef-Haslo1!' },
    };
    await ensureAdmin(app.db, config, silentLogger);
    await ensureAdmin(
      app.db,
      { ...config, admin: { ...config.admin, password: 'Inne-Haslo1!' } },
      silentLogger,
    );
    const rows = await app.db.select().from(users).where(eq(users.email, 'szef@handlowo.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('ADMIN');
    expect((await login('szef@handlowo.test', 'Szef-Haslo1!')).statusCode).toBe(200);
  });

  it('never turns a non-admin account named by ADMIN_EMAIL into an admin, and says so', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const { logger, warnings } = recordingLogger();
    await ensureAdmin(
      app.db,
      { ...app.config, admin: { email: user.email, password: 'Przejecie1!' } },
      logger,
    );
    const [row] = await app.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.role).toBe('FREELANCER');
    expect(warnings).toEqual([expect.objectContaining({ email: user.email, role: 'FREELANCER' })]);
  });

  it('with no admin at all, creates admin@handlowo.local and logs its password once', async () => {
    await app.db.delete(users).where(eq(users.role, 'ADMIN'));
    const { logger, warnings } = recordingLogger();
    await ensureAdmin(app.db, app.config, logger);
    await ensureAdmin(app.db, app.config, logger);
    expect(warnings).toHaveLength(1);
    const { password, email } = warnings[0] as { password: string; email: string };
    expect(email).toBe(DEFAULT_ADMIN_EMAIL);
    expect((await admins()).map((a) => a.email)).toEqual([DEFAULT_ADMIN_EMAIL]);
    const res = await login(DEFAULT_ADMIN_EMAIL, password);
    expect(res.statusCode).toBe(200);
  });
});
