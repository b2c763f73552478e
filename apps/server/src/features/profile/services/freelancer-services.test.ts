import {
  type Activity,
  type FreelancerActivity,
  type FreelancerData,
  messages,
  profileMessages,
  wireMessages,
} from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freelancers } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { insertOrderActivity } from '../../../testing/order-factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { getOk, sendRaw } from '../../../testing/requests.ts';

let app: FastifyInstance;
const queries = recordQueries();
let catalogue: Activity[];
let admin: string;
let investor: string;
/** Another freelancer: investors read a profile only once assigned (profile-visibility). */
let visitor: string;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  admin = (await createUser(app, { role: 'ADMIN' })).token;
  investor = (await createUser(app, { role: 'INVESTOR' })).token;
  visitor = (await createUser(app, { role: 'FREELANCER' })).token;
  catalogue = await getOk<Activity[]>(app, '/api/activities', admin);
  expect(catalogue.length).toBeGreaterThanOrEqual(4);
});
afterAll(() => app.close());

async function freelancer() {
  const { user, token } = await createUser(app, { role: 'FREELANCER' });
  return { id: user.id, token };
}

const activity = (index: number): Activity => {
  const found = catalogue[index];
  if (!found) throw new Error(`no activity #${index}`);
  return found;
};

/** What D26 and D27 answer for a catalogue entry at a level. */
const service = (a: Activity, level: number): FreelancerActivity => ({
  id: a.id,
  activityId: a.id,
  name: a.name,
  info: a.info,
  level,
  points: null,
  orderCount: null,
});

const servicesOf = (id: number, token = visitor) =>
  getOk<FreelancerActivity[]>(app, `/api/activities/freelancer/${id}`, token);
const add = (token: string, payload: unknown) =>
  sendRaw(app, 'POST', '/api/freelancer/me/activity', { token, payload });
const replaceOwn = (token: string, payload: unknown) =>
  sendRaw(app, 'PATCH', '/api/freelancer/me/activities', { token, payload });
const replaceAsAdmin = (id: number | string, payload: unknown, token = admin) =>
  sendRaw(app, 'PATCH', `/api/freelancer/${id}/activities`, { token, payload });

describe('D26 GET /activities/freelancer/{id}', () => {
  it('answers [] before anything is saved, to any logged-in user', async () => {
    const { id, token } = await freelancer();
    // An investor, temporary included, once the freelancer serves their order (issue 9).
    const temporary = await createUser(app, { role: 'INVESTOR', isMock: true });
    await insertOrderActivity(app, { investorId: temporary.user.id, freelancerId: id });
    for (const viewer of [visitor, admin, token, temporary.token]) {
      expect(await servicesOf(id, viewer)).toEqual([]);
    }
  });

  it('lists the services in saved order with the catalogue texts and null points', async () => {
    const { id, token } = await freelancer();
    const list = [
      { activityId: activity(2).id, level: 5 },
      { activityId: activity(0).id, level: 1 },
      { activityId: activity(1).id, level: 3 },
    ];
    expect((await replaceOwn(token, list)).statusCode).toBe(204);
    expect(await servicesOf(id)).toEqual([
      service(activity(2), 5),
      service(activity(0), 1),
      service(activity(1), 3),
    ]);
    // The same list the owner's FreelancerData holds, in the same order.
    const me = await getOk<FreelancerData>(app, '/api/freelancer/me', token);
    expect(me.selectedActivities.map((a) => a.activityId)).toEqual(list.map((a) => a.activityId));
  });

  it('answers 404 User not found for an id that is not a freelancer', async () => {
    const { user } = await createUser(app, { role: 'ADMIN' });
    for (const id of [user.id, 2147483000]) {
      const res = await sendRaw(app, 'GET', `/api/activities/freelancer/${id}`, { token: admin });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(wireMessages.userNotFound);
    }
    const word = await sendRaw(app, 'GET', '/api/activities/freelancer/abc', { token: admin });
    expect(word.statusCode).toBe(404);
  });

  it('reads in one statement besides the auth lookup, however many services', async () => {
    const { id, token } = await freelancer();
    const empty = await queries.during(() => servicesOf(id));
    await replaceOwn(
      token,
      catalogue.slice(0, 4).map((a) => ({ activityId: a.id, level: 2 })),
    );
    const full = await queries.during(() => servicesOf(id));
    expect(full.result).toHaveLength(4);
    expect(full.statements).toHaveLength(2);
    expect(full.statements).toEqual(empty.statements);
  });
});

describe('D27 POST /freelancer/me/activity', () => {
  it('adds a service at the end and answers it with 201', async () => {
    const { id, token } = await freelancer();
    // The first add also works before any onboarding answer exists.
    const first = await add(token, { activityId: activity(3).id, level: 2 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual(service(activity(3), 2));
    const second = await add(token, { activityId: activity(0).id, level: 5 });
    expect(second.statusCode).toBe(201);
    expect(await servicesOf(id)).toEqual([service(activity(3), 2), service(activity(0), 5)]);

    // After a reorder (B16) the next add still goes last.
    await replaceOwn(token, [
      { activityId: activity(0).id, level: 5 },
      { activityId: activity(3).id, level: 2 },
    ]);
    await add(token, { activityId: activity(1).id, level: 1 });
    expect((await servicesOf(id)).map((s) => s.activityId)).toEqual([
      activity(0).id,
      activity(3).id,
      activity(1).id,
    ]);
  });

  it('refuses a service already on the list, and unknown or invalid ones, changing nothing', async () => {
    const { id, token } = await freelancer();
    await add(token, { activityId: activity(0).id, level: 3 });
    const before = await servicesOf(id);
    const cases: [unknown, string][] = [
      [{ activityId: activity(0).id, level: 1 }, profileMessages.serviceAlreadyAdded],
      [{ activityId: 2147483000, level: 3 }, messages.unknownOption],
      [{ level: 3 }, profileMessages.serviceRequired],
      [{ activityId: 0, level: 3 }, profileMessages.serviceRequired],
      [{ activityId: activity(1).id }, profileMessages.serviceLevelRequired],
      [{ activityId: activity(1).id, level: 0 }, profileMessages.serviceLevelRequired],
      [{ activityId: activity(1).id, level: 6 }, profileMessages.serviceLevelRequired],
      [{ activityId: activity(1).id, level: 2.5 }, profileMessages.serviceLevelRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await add(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await servicesOf(id)).toEqual(before);

    // A refused first add does not even create the freelancer's answers row.
    const fresh = await freelancer();
    expect((await add(fresh.token, { activityId: 2147483000, level: 3 })).statusCode).toBe(400);
    const rows = await app.db.select().from(freelancers).where(eq(freelancers.userId, fresh.id));
    expect(rows).toEqual([]);
  });

  it('adds the same service once when two requests race', async () => {
    const { id, token } = await freelancer();
    const body = { activityId: activity(2).id, level: 4 };
    const results = await Promise.all([add(token, body), add(token, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = results.find((r) => r.statusCode === 400);
    expect(refused?.json().message).toBe(profileMessages.serviceAlreadyAdded);
    expect(await servicesOf(id)).toEqual([service(activity(2), 4)]);
  });

  it('gives parallel adds of different services distinct places at the end', async () => {
    const { id, token } = await freelancer();
    await add(token, { activityId: activity(0).id, level: 1 });
    const added = [activity(1), activity(2), activity(3)];
    const results = await Promise.all(added.map((a) => add(token, { activityId: a.id, level: 2 })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const list = await servicesOf(id);
    expect(list[0]?.activityId).toBe(activity(0).id);
    expect(
      list
        .slice(1)
        .map((s) => s.activityId)
        .sort(),
    ).toEqual(added.map((a) => a.id).sort());
    // Distinct positions: moving the first one to the end through B16 keeps the others' order.
    const reordered = [...list.slice(1), list[0]].map((s) => ({
      activityId: s?.activityId,
      level: s?.level,
    }));
    expect((await replaceOwn(token, reordered)).statusCode).toBe(204);
    expect((await servicesOf(id)).map((s) => s.activityId)).toEqual(
      reordered.map((s) => s.activityId),
    );
  });

  it('is for freelancers only', async () => {
    for (const token of [admin, investor]) {
      const res = await add(token, { activityId: activity(0).id, level: 3 });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('D28 PATCH /freelancer/{id}/activities', () => {
  it('lets an admin replace a freelancer’s services as B16 does', async () => {
    const { id, token } = await freelancer();
    await add(token, { activityId: activity(0).id, level: 3 });
    const res = await replaceAsAdmin(id, [
      { activityId: activity(3).id, level: 4 },
      { activityId: activity(0).id, level: 0 }, // level 0 drops it
      { activityId: activity(1).id, level: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(204);
    expect(await servicesOf(id)).toEqual([service(activity(3), 4), service(activity(1), 1)]);
    expect((await replaceAsAdmin(id, [])).statusCode).toBe(204);
    expect(await servicesOf(id)).toEqual([]);
  });

  it('refuses duplicates and unknown services, changing nothing', async () => {
    const { id, token } = await freelancer();
    await add(token, { activityId: activity(0).id, level: 3 });
    const before = await servicesOf(id);
    const duplicate = await replaceAsAdmin(id, [
      { activityId: activity(1).id, level: 1 },
      { activityId: activity(1).id, level: 2 },
    ]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe(messages.duplicateItems);
    const unknown = await replaceAsAdmin(id, [{ activityId: 2147483000, level: 2 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.unknownOption);
    expect(await servicesOf(id)).toEqual(before);
  });

  it('answers 404 User not found for an id that is not a freelancer', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR' });
    for (const id of [user.id, 2147483000]) {
      const res = await replaceAsAdmin(id, [{ activityId: activity(0).id, level: 2 }]);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(wireMessages.userNotFound);
    }
  });

  it('is for admins only; `me` stays the owner’s B16', async () => {
    const owner = await freelancer();
    for (const token of [owner.token, investor]) {
      const res = await replaceAsAdmin(owner.id, [], token);
      expect(res.statusCode).toBe(403);
    }
    // The literal segment is B16 (FREELANCER only), never D28 with a non-numeric id.
    expect((await replaceAsAdmin('me', [])).statusCode).toBe(403);
    const own = await replaceAsAdmin('me', [{ activityId: activity(1).id, level: 2 }], owner.token);
    expect(own.statusCode).toBe(204);
    expect(await servicesOf(owner.id)).toEqual([service(activity(1), 2)]);
  });
});

it('is documented in OpenAPI, with the rule of points and orderCount', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  type Operation = { summary?: string; description?: string };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const list = paths['/api/activities/freelancer/{id}']?.get;
  expect(list?.summary).toMatch(/^D26: /);
  expect(list?.description).toMatch(/null until such an order exists/);
  expect(paths['/api/freelancer/me/activity']?.post?.summary).toMatch(/^D27: /);
  expect(paths['/api/freelancer/{id}/activities']?.patch?.summary).toMatch(/^D28: /);
});
