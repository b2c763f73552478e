import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { orderMessageAttachments } from '../../../db/schema/index.ts';
import type { RouteAccess, World } from '../../../testing/access/types.ts';
import { samplePdf } from '../../../testing/document-samples.ts';
import { newPrivateKey } from '../../media/media-storage.ts';
import { conversationOrder, storeMessage } from '../conversation-arrange.ts';

/**
 * The URL of a PDF the world's investor attached to a message in a new order of theirs, guarded
 * by the world's admin and served by freelancer A (the members; freelancer B and the temporary
 * investor are not). Stored as an upload leaves it: the file under a private key, its row.
 */
async function investorAttachment(app: FastifyInstance, world: World): Promise<string> {
  const order = await conversationOrder(app, {
    investorId: world.actors.investor.id,
    guardianId: world.actors.admin.id,
    freelancerIds: [world.actors.freelancerA.id],
  });
  const messageId = await storeMessage(app, {
    orderId: order.id,
    authorId: world.actors.investor.id,
    authorRole: 'INVESTOR',
    text: 'Oferta w załączniku',
  });
  const pdf = samplePdf();
  const storageKey = newPrivateKey();
  await app.media.put(storageKey, Readable.from([pdf]));
  const [attachment] = await app.db
    .insert(orderMessageAttachments)
    .values({
      messageId,
      orderId: order.id,
      storageKey,
      fileName: 'oferta.pdf',
      contentType: 'application/pdf',
      byteSize: pdf.length,
    })
    .returning({ id: orderMessageAttachments.id });
  if (!attachment) throw new Error('attachment insert returned no row');
  return `/api/orders/${order.id}/attachments/${attachment.id}`;
}

/** One attachment per world: every actor asks for the same file. */
const urls = new WeakMap<World, Promise<string>>();

/** Issue 26: members download; everyone else logged in gets 404 (a 403 would end the session). */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/orders/:orderId/attachments/:attachmentId',
    request: async ({ app, world }) => {
      let url = urls.get(world);
      if (!url) {
        url = investorAttachment(app, world);
        urls.set(world, url);
      }
      return { url: await url };
    },
    // Freelancer A's service in the investor's order opens A's profile to the investor: the
    // shared world's profile routes expect it closed.
    freshWorld: true,
    expect: {
      anonymous: 403,
      freelancerA: 200,
      freelancerB: 404,
      temporaryInvestor: 404,
      investor: 200,
      admin: 200,
    },
  },
];
