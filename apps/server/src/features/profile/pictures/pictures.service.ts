import type { Picture } from '@handlowo/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../../lib/errors.ts';
import { deleteMedia } from '../../media/deletion.ts';
import type { Rendition } from '../../media/image-encoding.ts';
import { uploadImage } from '../../media/image-upload.ts';
import { lockUserMedia } from '../../media/media-lock.ts';
import { MediaNotFoundError } from '../../media/media-storage.ts';
import { readDataUrl } from '../../media/read-media.ts';
import {
  deletePicture,
  findOwnerWithPicture,
  replacePicture,
  type SinglePictureKind,
} from './pictures.repository.ts';

/** How a kind of picture is stored (API.md 1.7, spec document 2 section 9). */
export interface PictureSpec {
  kind: SinglePictureKind;
  main: Rendition;
  /** A smaller rendition for lists and the navbar (D4 `?size=small`). */
  small?: Rendition;
  /** Only freelancers have one (a background); anyone else's id is an unknown user. */
  freelancersOnly: boolean;
}

export const AVATAR: PictureSpec = {
  kind: 'AVATAR',
  main: { width: 512, height: 512 },
  small: { width: 96, height: 96 },
  freelancersOnly: false,
};

export const BACKGROUND: PictureSpec = {
  kind: 'BACKGROUND',
  main: { width: 1320, height: 250 },
  freelancersOnly: true,
};

type Deps = Pick<FastifyInstance, 'db' | 'media'> & { log: FastifyBaseLogger };

/** D4, D7: the user's picture, or undefined (204) when there is none. */
export async function readPicture(
  { db, media, log }: Deps,
  userId: number,
  spec: PictureSpec,
  { small = false } = {},
): Promise<Picture | undefined> {
  const owner = await findOwnerWithPicture(db, userId, spec.kind);
  if (!owner || (spec.freelancersOnly && owner.role !== 'FREELANCER')) throw notFound();
  if (!owner.picture) return undefined;
  const { id, storageKey, smallStorageKey } = owner.picture;
  const key = small && smallStorageKey ? smallStorageKey : storageKey;
  try {
    return { pictureId: id, pictureData: await readDataUrl(media, key) };
  } catch (error) {
    // A row without its file (a lost volume): show no picture rather than fail the profile.
    if (!(error instanceof MediaNotFoundError)) throw error;
    log.error({ key, userId }, 'a picture row names a missing file');
    return undefined;
  }
}

/** D5, D8, D9: creates or replaces the caller's picture from the multipart field `file`. */
export async function savePicture(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  spec: PictureSpec,
): Promise<void> {
  const renditions = spec.small ? [spec.main, spec.small] : [spec.main];
  const [main, small] = await uploadImage(app, request, renditions);
  if (!main) throw new Error('uploadImage returned no rendition');
  const stored = [main.key, small?.key];
  let former: string[];
  try {
    former = await app.db.transaction(async (tx) => {
      await lockUserMedia(tx, userId);
      return replacePicture(tx, userId, spec.kind, {
        storageKey: main.key,
        smallStorageKey: small?.key ?? null,
        contentType: 'image/webp',
        width: main.width,
        height: main.height,
        byteSize: main.byteSize,
      });
    });
  } catch (error) {
    await deleteMedia(app.media, stored, request.log);
    throw error;
  }
  // Only now that no row names them.
  await deleteMedia(app.media, former, request.log);
}

/** D6, D10: removes the caller's picture (nothing to remove is fine). */
export async function removePicture(
  { db, media, log }: Deps,
  userId: number,
  spec: PictureSpec,
): Promise<void> {
  const former = await db.transaction(async (tx) => {
    await lockUserMedia(tx, userId);
    return deletePicture(tx, userId, spec.kind);
  });
  await deleteMedia(media, former, log);
}
