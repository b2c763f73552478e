import { type SalesTool, wireMessages } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { insertOrderActivity } from '../../../testing/order-factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { getOk, sendRaw } from '../../../testing/requests.ts';

let app: FastifyInstance;
const queries = recordQueries();
let catalogue: SalesTool[];
let viewer: string;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  // Another freelancer: investors read a profile only once assigned (profile-visibility).
  viewer = (await createUser(app, { role: 'FREELANCER' })).token;
  catalogue = await getOk<SalesTool[]>(app, '/api/tools', viewer);
  expect(catalogue.length).toBeGreaterThanOrEqual(10);
});
afterAll(() => app.close());

async function freelancer() {
  const { user, token } = await createUser(app, { role: 'FREELANCER' });
  return { id: user.id, token };
}

const toolsOf = (id: number, token = viewer) =>
  getOk<SalesTool[]>(app, `/api/freelancer/tools/${id}`, token);
const saveTools = async (token: string, ids: number[]) =>
  expect(
    (await sendRaw(app, 'PATCH', '/api/freelancer/tools', { token, payload: ids })).statusCode,
  ).toBe(204);

describe('D25 GET /freelancer/tools/{id}', () => {
  it('answers [] before anything is saved, to any logged-in user', async () => {
    const { id, token } = await freelancer();
    const admin = (await createUser(app, { role: 'ADMIN' })).token;
    // An investor, temporary included, once the freelancer serves their order (issue 9).
    const temporary = await createUser(app, { role: 'INVESTOR', isMock: true });
    await insertOrderActivity(app, { investorId: temporary.user.id, freelancerId: id });
    for (const token2 of [viewer, admin, token, temporary.token]) {
      expect(await toolsOf(id, token2)).toEqual([]);
    }
    expect((await sendRaw(app, 'GET', `/api/freelancer/tools/${id}`)).statusCode).toBe(403);
  });

  it('lists the tools in the order B18 saved, and follows a reorder', async () => {
    const { id, token } = await freelancer();
    const picked = [catalogue[5], catalogue[0], catalogue[9], catalogue[2]].filter(
      (t): t is SalesTool => t !== undefined,
    );
    await saveTools(
      token,
      picked.map((t) => t.id),
    );
    expect(await toolsOf(id)).toEqual(picked);
    const reordered = [...picked].reverse();
    await saveTools(
      token,
      reordered.map((t) => t.id),
    );
    expect(await toolsOf(id)).toEqual(reordered);
  });

  it('answers 404 User not found for an id that is not a freelancer', async () => {
    const { user } = await createUser(app, { role: 'ADMIN' });
    for (const id of [user.id, 2147483000]) {
      const res = await sendRaw(app, 'GET', `/api/freelancer/tools/${id}`, { token: viewer });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(wireMessages.userNotFound);
    }
  });

  it('reads in one statement besides the auth lookup, however many tools', async () => {
    const { id, token } = await freelancer();
    const empty = await queries.during(() => toolsOf(id));
    await saveTools(
      token,
      catalogue.slice(0, 10).map((t) => t.id),
    );
    const full = await queries.during(() => toolsOf(id));
    expect(full.result).toHaveLength(10);
    expect(full.statements).toHaveLength(2);
    expect(full.statements).toEqual(empty.statements);
  });
});
