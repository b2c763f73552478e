import { Readable } from 'node:stream';
import { FREELANCERS, only } from '../../../testing/access/expectations.ts';
import type { RequestContext, RouteAccess, World } from '../../../testing/access/types.ts';
import { sampleImage } from '../../../testing/media-samples.ts';
import { multipartBody } from '../../../testing/multipart.ts';
import { newMediaKey } from '../../media/media-storage.ts';
import { profileRead } from '../visibility/profile-read-access.ts';
import { insertPortfolioPicture } from './portfolio.repository.ts';

/**
 * A project of freelancer A, stored and inserted directly (not through D34, whose limit a fuzzed
 * world may have reached): its picture id.
 */
async function insertProjectOfA({ app, world }: RequestContext): Promise<number> {
  const image = await sampleImage('webp');
  const [storageKey, smallStorageKey] = [newMediaKey('webp'), newMediaKey('webp')];
  for (const key of [storageKey, smallStorageKey]) {
    await app.media.put(key, Readable.from([image]));
  }
  const row = await insertPortfolioPicture(app.db, {
    userId: world.actors.freelancerA.id,
    storageKey,
    smallStorageKey,
    contentType: 'image/webp',
    width: 64,
    height: 48,
    byteSize: image.length,
    title: 'Kampania dla sieci sklepów',
    info: 'Cold mailing i spotkania',
  });
  return row.id;
}

/** One project of A per world that only A's own requests may change. */
const shared = new WeakMap<World, Promise<number>>();
function sharedProjectOfA(context: RequestContext): Promise<number> {
  let id = shared.get(context.world);
  if (!id) {
    id = insertProjectOfA(context);
    shared.set(context.world, id);
  }
  return id;
}

/** A's own call gets 204, B (another freelancer) 404, every other role 403. */
const ownerOnly = { ...only(['freelancerA'], 204), freelancerB: 404 };

const pictureForm = async () =>
  multipartBody([
    { name: 'title', value: 'Wdrożenie CRM' },
    { name: 'info', value: 'Projekt dla firmy z branży IT' },
    {
      name: 'picture',
      filename: 'projekt.jpg',
      contentType: 'image/jpeg',
      data: await sampleImage('jpeg'),
    },
  ]);

/** D33–D36 and the H alias of D36. Reads by id: freelancers and admins, investors 404 (`profileRead`); writes act on the caller. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/freelancer/:id/portfolios',
    request: async (context) => {
      await sharedProjectOfA(context);
      return { url: `/api/freelancer/${context.world.actors.freelancerA.id}/portfolios` };
    },
    expect: profileRead(200),
  },
  {
    route: 'POST /api/freelancer/portfolios',
    request: async () => ({ url: '/api/freelancer/portfolios', ...(await pictureForm()) }),
    expect: only(FREELANCERS, 201),
  },
  {
    route: 'PATCH /api/freelancer/portfolios',
    request: async (context) => ({
      url: '/api/freelancer/portfolios',
      body: { pictureId: await sharedProjectOfA(context), title: 'Nowa nazwa', info: '' },
    }),
    expect: ownerOnly,
  },
  ...['/api/portfolio', '/api/freelancer/portfolios'].map(
    (path): RouteAccess => ({
      route: `DELETE ${path}/:pictureId`,
      // A deletes a fresh project of its own; the others try the one that stays.
      request: async (context) => ({
        url: `${path}/${context.actor === 'freelancerA' ? await insertProjectOfA(context) : await sharedProjectOfA(context)}`,
      }),
      expect: ownerOnly,
    }),
  ),
];
