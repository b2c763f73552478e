import { accountMessages as m, reviewCategory, wizardMessages } from '@handlowo/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orderActivities, users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser, onlyAdmins } from '../../../testing/factories.ts';
import { expectMediaConsistent } from '../../../testing/media-files.ts';
import { sampleImage } from '../../../testing/media-samples.ts';
import { multipartBody } from '../../../testing/multipart.ts';
import { sendRaw } from '../../../testing/requests.ts';
import { lockAdmins } from '../../admin/administrators/administrators.repository.ts';
import {
  addServiceRow,
  firstOrderOf,
  onboardedFreelancer,
  setOrder,
  verifiedOrderWithService,
} from '../../orders/activities/order-arrange.ts';
import {
  deleteAccounts,
  lockAccount,
  lockOrdersOfAccounts,
} from './account-deletion.repository.ts';

/*
 * Deletions racing each other and the writes that reference the account. On PGlite (one
 * connection) the requests queue whole; on PostgreSQL they interleave, which is what the locks
 * are for. Whatever the interleaving: never a 5xx, and the outcome is one of the consistent ones.
 */

const onPostgres = inject('testTemplate').kind === 'postgres';

let app: FastifyInstance;
let admin: { id: number; token: string };

beforeAll(async () => {
  app = await buildTestApp();
  const { user, token } = await createUser(app, { role: 'ADMIN' });
  admin = { id: user.id, token };
});
afterAll(() => app?.close());

const deleteOwn = (token: string, password: string) =>
  sendRaw(app, 'POST', '/api/account/deletion', { token, payload: { password } });
const deleteUser = (id: number, email: string) =>
  sendRaw(app, 'POST', `/api/admin-panel/users/${id}/deletion`, {
    token: admin.token,
    payload: { email },
  });
const assign = (serviceId: number, freelancerId: number) =>
  sendRaw(app, 'PATCH', `/api/order-activity/${serviceId}/freelancer/${freelancerId}`, {
    token: admin.token,
  });

const statuses = (answers: LightMyRequestResponse[]) => answers.map((r) => r.statusCode).sort();
const messageOf = (res: LightMyRequestResponse) => JSON.parse(res.body).message as string;

describe('the last admin', () => {
  let own: FastifyInstance;
  beforeAll(async () => {
    own = await buildTestApp();
  });
  afterAll(() => own?.close());

  const onlyAdminsOf = (n: number) => onlyAdmins(own, n);
  const adminCount = async () =>
    (await own.db.select().from(users).where(eq(users.role, 'ADMIN'))).length;
  const deleteSelf = (made: Awaited<ReturnType<typeof onlyAdminsOf>>[number]) =>
    sendRaw(own, 'POST', '/api/account/deletion', {
      token: made.token,
      payload: { password: made.password },
    });

  it('refuses the only admin', async () => {
    const [only] = await onlyAdminsOf(1);
    if (!only) throw new Error('no admin');
    const res = await deleteSelf(only);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(m.lastAdmin);
    expect(await adminCount()).toBe(1);
  });

  it('lets exactly one of two admins deleting themselves at once go', async () => {
    for (let round = 0; round < 4; round++) {
      const [a, b] = await onlyAdminsOf(2);
      if (!a || !b) throw new Error('no admins');
      const answers = await Promise.all([deleteSelf(a), deleteSelf(b)]);
      expect(statuses(answers)).toEqual([204, 400]);
      expect(messageOf(answers.find((r) => r.statusCode === 400) as LightMyRequestResponse)).toBe(
        m.lastAdmin,
      );
      expect(await adminCount()).toBe(1);
    }
  });

  it('keeps one admin when one deletes themselves while removing the other', async () => {
    for (let round = 0; round < 4; round++) {
      const [a, b] = await onlyAdminsOf(2);
      if (!a || !b) throw new Error('no admins');
      const answers = await Promise.all([
        deleteSelf(a),
        sendRaw(own, 'DELETE', `/api/admin-panel/admins/${a.user.id}`, { token: b.token }),
      ]);
      const [first, second] = statuses(answers);
      expect(first).toBe(204);
      expect([400, 403, 404]).toContain(second);
      expect(await adminCount()).toBe(1);
    }
  });
});

describe('one account deleted twice at once', () => {
  it('by its owner: one 204, one 403', async () => {
    for (let round = 0; round < 3; round++) {
      const { token, password } = await createUser(app, { role: 'FREELANCER' });
      const answers = await Promise.all([deleteOwn(token, password), deleteOwn(token, password)]);
      expect(statuses(answers)).toEqual([204, 403]);
    }
  });

  it('by two admins: one 204, one 404', async () => {
    for (let round = 0; round < 3; round++) {
      const { user } = await createUser(app, { role: 'INVESTOR' });
      const answers = await Promise.all([
        deleteUser(user.id, user.email),
        deleteUser(user.id, user.email),
      ]);
      expect(statuses(answers)).toEqual([204, 404]);
    }
  });

  it('by its owner and an admin: one 204, the other a 4xx', async () => {
    for (let round = 0; round < 3; round++) {
      const { user, token, password } = await createUser(app, { role: 'INVESTOR' });
      const answers = await Promise.all([
        deleteOwn(token, password),
        deleteUser(user.id, user.email),
      ]);
      const [first, second] = statuses(answers);
      expect(first).toBe(204);
      expect([403, 404]).toContain(second);
    }
  });
});

describe('deletion against the assignment of the freelancer (F15)', () => {
  /** The freelancer is either assigned and kept, or deleted and never assigned. */
  async function expectConsistent(
    freelancerId: number,
    serviceId: number,
    deletion: LightMyRequestResponse,
    assignment: LightMyRequestResponse,
  ) {
    const [service] = await app.db
      .select({ freelancerId: orderActivities.freelancerId })
      .from(orderActivities)
      .where(eq(orderActivities.id, serviceId));
    const exists = (await app.db.select().from(users).where(eq(users.id, freelancerId))).length;
    if (deletion.statusCode === 204) {
      expect(assignment.statusCode, assignment.body).toBe(404);
      expect(messageOf(assignment)).toBe(wizardMessages.freelancerNotFound);
      expect(exists).toBe(0);
      expect(service?.freelancerId).toBeNull();
    } else {
      expect(deletion.statusCode, deletion.body).toBe(400);
      expect(assignment.statusCode, assignment.body).toBe(204);
      expect(exists).toBe(1);
      expect(service?.freelancerId).toBe(freelancerId);
    }
  }

  it('is consistent when both are sent at once, by the owner or an admin', async () => {
    for (let round = 0; round < 6; round++) {
      const freelancer = await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true });
      const { service } = await verifiedOrderWithService(app);
      const byOwner = round % 2 === 0;
      const [deletion, assignment] = await Promise.all([
        byOwner
          ? deleteOwn(freelancer.token, freelancer.password)
          : deleteUser(freelancer.user.id, freelancer.user.email),
        assign(service.id, freelancer.user.id),
      ]);
      await expectConsistent(freelancer.user.id, service.id, deletion, assignment);
      if (deletion.statusCode === 400) {
        expect(messageOf(deletion)).toBe(byOwner ? m.activeService : m.userActiveService);
      }
    }
  });

  it('sees an assignment that committed first', async () => {
    const freelancer = await onboardedFreelancer(app);
    const { service } = await verifiedOrderWithService(app);
    expect((await assign(service.id, freelancer.id)).statusCode).toBe(204);
    const res = await deleteUser(freelancer.id, freelancer.email);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(m.userActiveService);
  });

  /**
   * The interleaving that matters: the deletion holds its locks while the assignment runs, then
   * deletes and commits. The assignment must wait and answer 404, never fail on the foreign key.
   * Only PostgreSQL can interleave two transactions.
   */
  it.runIf(onPostgres)('answers 404 to an assignment that ran into a deletion', async () => {
    const freelancer = await onboardedFreelancer(app);
    const { service } = await verifiedOrderWithService(app);
    let assignment: Promise<LightMyRequestResponse> | undefined;
    await app.db.transaction(async (tx) => {
      await lockOrdersOfAccounts(tx, [freelancer.id]);
      await lockAccount(tx, freelancer.id);
      assignment = assign(service.id, freelancer.id);
      await untilWaitingOrDone(assignment);
      await deleteAccounts(tx, [freelancer.id]);
    });
    const res = await (assignment as Promise<LightMyRequestResponse>);
    expect(res.statusCode, res.body).toBe(404);
    expect(messageOf(res)).toBe(wizardMessages.freelancerNotFound);
  });
});

describe('deletion against the other writes that name the account', () => {
  /**
   * Runs `request` while a deletion of `userId` holds its locks (as `lockOwnAccount` or the
   * admin's route take them), then deletes and commits; returns the request's answer.
   */
  async function whileDeleting(
    userId: number,
    request: () => Promise<LightMyRequestResponse>,
    { asAdmin = false } = {},
  ) {
    let pending: Promise<LightMyRequestResponse> | undefined;
    await app.db.transaction(async (tx) => {
      await lockOrdersOfAccounts(tx, [userId]);
      if (asAdmin) await lockAdmins(tx);
      await lockAccount(tx, userId);
      pending = request();
      await untilWaitingOrDone(pending);
      await deleteAccounts(tx, [userId]);
    });
    return pending as Promise<LightMyRequestResponse>;
  }

  it.runIf(onPostgres)('F12: a guardian deleted meanwhile is not found (404)', async () => {
    const guardian = await createUser(app, { role: 'ADMIN' });
    const { order } = await verifiedOrderWithService(app);
    const res = await whileDeleting(
      guardian.user.id,
      () =>
        sendRaw(app, 'PATCH', `/api/order/${order.id}/admin/${guardian.user.id}`, {
          token: admin.token,
        }),
      { asAdmin: true },
    );
    expect(res.statusCode, res.body).toBe(404);
    expect(messageOf(res)).toBe(wizardMessages.guardianNotFound);
  });

  it.runIf(onPostgres)(
    'F16: the rating of a deleted investor’s service is not found (404)',
    async () => {
      const investor = (await createUser(app, { role: 'INVESTOR' })).user;
      const freelancer = await onboardedFreelancer(app);
      const order = await firstOrderOf(app, investor.id);
      await setOrder(app, order.id, { status: 'REALIZED', pipelineId: 1 });
      const service = await addServiceRow(app, order.id, freelancer.id);
      const res = await whileDeleting(investor.id, () =>
        sendRaw(app, 'POST', `/api/investor/${investor.id}/opinions`, {
          token: admin.token,
          payload: {
            freelancerId: freelancer.id,
            orderActivityId: service.id,
            text: 'Rzetelna współpraca.',
            categoryOpinions: reviewCategory.keys.map((category) => ({ category, score: 4 })),
          },
        }),
      );
      expect(res.statusCode, res.body).toBe(404);
    },
  );

  it.runIf(onPostgres)('an upload of the account being deleted: 403, no file left', async () => {
    const freelancer = await createUser(app, { role: 'FREELANCER' });
    const { body, contentType } = multipartBody([
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: await sampleImage() },
    ]);
    const res = await whileDeleting(freelancer.user.id, () =>
      app.inject({
        method: 'PATCH',
        url: '/api/user/avatar',
        headers: { ...bearer(freelancer.token), 'content-type': contentType },
        payload: body,
      }),
    );
    expect(res.statusCode, res.body).toBe(403);
    await expectMediaConsistent(app);
  });
});

/**
 * Waits until another connection waits for a row lock (the request ran into ours) or the request
 * has finished (it did not need one), at most 3 s.
 */
async function untilWaitingOrDone(request: Promise<unknown>) {
  let done = false;
  void request.finally(() => {
    done = true;
  });
  for (let i = 0; i < 150 && !done; i++) {
    const result = await app.db.execute(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`);
    const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
