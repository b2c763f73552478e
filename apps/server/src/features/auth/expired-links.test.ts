import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emailVerificationTokens, passwordTokens } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

const DAY = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

it('deletes the set-password and verification links a day after they expired, daily (issue 24)', async () => {
  const { user } = await createUser(app, { role: 'FREELANCER' });
  const now = new Date(Date.now() + 400 * DAY);
  const expiring = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const link = (expiresAt: Date) => ({ userId: user.id, tokenHash: randomUUID(), expiresAt });
  const password = await app.db
    .insert(passwordTokens)
    .values([
      { ...link(expiring(3)), purpose: 'RESET' as const },
      { ...link(expiring(0.5)), purpose: 'RESET' as const },
    ])
    .returning({ id: passwordTokens.id });
  const verification = await app.db
    .insert(emailVerificationTokens)
    .values([link(expiring(2)), link(expiring(-6))])
    .returning({ id: emailVerificationTokens.id });

  await app.jobs.schedule(now);
  await app.jobs.drain(() => now);

  const left = async () => ({
    password: (
      await app.db
        .select({ id: passwordTokens.id })
        .from(passwordTokens)
        .where(
          inArray(
            passwordTokens.id,
            password.map((row) => row.id),
          ),
        )
    ).map((row) => row.id),
    verification: (
      await app.db
        .select({ id: emailVerificationTokens.id })
        .from(emailVerificationTokens)
        .where(
          inArray(
            emailVerificationTokens.id,
            verification.map((row) => row.id),
          ),
        )
    ).map((row) => row.id),
  });
  // Expired 3 and 2 days ago: gone; expired half a day ago or valid for 6 more days: kept.
  expect(await left()).toEqual({
    password: [password[1]?.id],
    verification: [verification[1]?.id],
  });
});
