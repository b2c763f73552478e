import type { AboutInfo } from '@handlowo/contract';
import { expect } from 'vitest';
import { publicRoute } from '../../testing/access/expectations.ts';
import { send } from '../../testing/access/send.ts';
import type { RequestContext, RouteAccess, World } from '../../testing/access/types.ts';
import { sampleVideo } from '../../testing/media-samples.ts';
import { multipartBody } from '../../testing/multipart.ts';

/** The URL of a video freelancer A uploaded through D20, once per world. */
const videos = new WeakMap<World, Promise<string>>();
function videoOfA({ app, world }: RequestContext): Promise<string> {
  let url = videos.get(world);
  if (!url) {
    url = (async () => {
      const { token, id } = world.actors.freelancerA;
      const form = multipartBody([
        { name: 'about', value: 'O mnie' },
        { name: 'video', filename: 'v.mov', data: sampleVideo('mov') },
      ]);
      const saved = await send(app, 'PATCH', { url: '/api/about', ...form }, token);
      expect(saved.statusCode, saved.body).toBe(204);
      const about = await send(app, 'GET', { url: `/api/about/freelancer/${id}` }, token);
      const video = about.json<AboutInfo>().video;
      if (!video) throw new Error('the about video was not saved');
      return video;
    })();
    videos.set(world, url);
  }
  return url;
}

/** G1: anyone may read a stored file by its (unguessable) key. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/files/:fileKey',
    request: async (context) => ({ url: await videoOfA(context) }),
    expect: publicRoute(200),
  },
];
