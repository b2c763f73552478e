import { Readable } from 'node:stream';
import { FREELANCERS, only } from '../../../testing/access/expectations.ts';
import type { RequestContext, RouteAccess, World } from '../../../testing/access/types.ts';
import { sampleVideo } from '../../../testing/media-samples.ts';
import { multipartBody } from '../../../testing/multipart.ts';
import { newMediaKey } from '../../media/media-storage.ts';
import { profileRead } from '../visibility/profile-read-access.ts';
import { insertVideo } from './videos.repository.ts';

/**
 * A video of freelancer A, stored and inserted directly (not through D30, whose limit a fuzzed
 * world may have reached): its id.
 */
async function insertVideoOfA({ app, world }: RequestContext): Promise<number> {
  const key = newMediaKey('mp4');
  const { size } = await app.media.put(key, Readable.from([sampleVideo('mp4')]));
  const row = await insertVideo(app.db, {
    freelancerId: world.actors.freelancerA.id,
    title: 'Prezentacja oferty',
    storageKey: key,
    fileName: 'prezentacja.mp4',
    contentType: 'video/mp4',
    byteSize: size,
  });
  return row.id;
}

/** One video of A per world that only A's own requests may change (nobody else can delete it). */
const shared = new WeakMap<World, Promise<number>>();
function sharedVideoOfA(context: RequestContext): Promise<number> {
  let id = shared.get(context.world);
  if (!id) {
    id = insertVideoOfA(context);
    shared.set(context.world, id);
  }
  return id;
}

/** A's own call gets 204, B (another freelancer) 404, every other role 403. */
const ownerOnly = { ...only(['freelancerA'], 204), freelancerB: 404 };

/** D29–D32. Reads by id: freelancers and admins, investors 404 (`profileRead`); writes act on the calling freelancer's videos. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/video/freelancer/:id',
    request: async (context) => {
      await sharedVideoOfA(context);
      return { url: `/api/video/freelancer/${context.world.actors.freelancerA.id}` };
    },
    expect: profileRead(200),
  },
  {
    route: 'POST /api/video',
    request: () => ({
      url: '/api/video',
      ...multipartBody([
        { name: 'title', value: 'Jak prowadzę rozmowę' },
        { name: 'file', filename: 'My video', contentType: 'video/mp4', data: sampleVideo('mp4') },
      ]),
    }),
    expect: only(FREELANCERS, 201),
  },
  {
    route: 'PATCH /api/video/:id',
    request: async (context) => ({
      url: `/api/video/${await sharedVideoOfA(context)}`,
      body: { title: 'Nowy tytuł' },
    }),
    expect: ownerOnly,
  },
  {
    route: 'DELETE /api/video/:id',
    // A deletes a fresh video of its own; the others try the one that stays.
    request: async (context) => ({
      url: `/api/video/${context.actor === 'freelancerA' ? await insertVideoOfA(context) : await sharedVideoOfA(context)}`,
    }),
    expect: ownerOnly,
  },
];
