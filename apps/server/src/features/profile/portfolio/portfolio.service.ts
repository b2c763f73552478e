import {
  messages,
  PortfolioFields,
  type PortfolioItem,
  type PortfolioPatchBody,
  profileItemLimits,
  profileMessages,
} from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { pictures } from '../../../db/schema/media.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import { deleteMedia } from '../../media/deletion.ts';
import { fileUrl, fileUrlBase } from '../../media/file-url.ts';
import type { Rendition } from '../../media/image-encoding.ts';
import { uploadImageForm } from '../../media/image-upload.ts';
import { MediaNotFoundError, type MediaStorage } from '../../media/media-storage.ts';
import { readDataUrl } from '../../media/read-media.ts';
import { assertBelowLimit } from '../items/item-limit.ts';
import {
  countPortfolio,
  deletePortfolioPicture,
  findPortfolio,
  insertPortfolioPicture,
  type PortfolioRow,
  updatePortfolioTexts,
} from './portfolio.repository.ts';

/** The multipart field of the project's picture (D34). */
export const PORTFOLIO_PICTURE_FIELD = 'picture';

/**
 * Projects are shown whole (not cropped): the picture scaled down to a 1920 px long edge for the
 * gallery, and a thumbnail within 640x480 for the carousel; never scaled up.
 */
export const PORTFOLIO_PICTURE: Rendition = { width: 1920, height: 1920, fit: 'inside' };
export const PORTFOLIO_THUMBNAIL: Rendition = { width: 640, height: 480, fit: 'inside' };

const MAX_PROJECTS = profileItemLimits.portfolio;

const projectNotFound = () =>
  notFound(profileMessages.portfolioItemNotFound, 'PORTFOLIO_ITEM_NOT_FOUND');
const pictureRequired = () => badRequest(profileMessages.portfolioPictureRequired, 'FILE_REQUIRED');

/** `base`: of the picture URLs (`fileUrlBase`). */
type Deps = { db: Database; media: MediaStorage; log: FastifyBaseLogger; base: string };

const thumbnailKey = (row: PortfolioRow) => row.smallStorageKey ?? row.storageKey;

/** A project with its pictures by URL only: D33 adds `pictureData`; the profile-page aggregate not. */
export const portfolioLinks = (
  base: string,
  row: PortfolioRow,
): Omit<PortfolioItem, 'pictureData'> => ({
  pictureId: row.id,
  title: row.title,
  info: row.info,
  pictureUrl: fileUrl(base, row.storageKey),
  thumbnailUrl: fileUrl(base, thumbnailKey(row)),
});

const toItem = (base: string, row: PortfolioRow, pictureData: string): PortfolioItem => ({
  ...portfolioLinks(base, row),
  pictureData,
});

/**
 * D33: oldest first; `pictureData` of the picture, or of the thumbnail when `small`. One query
 * for the rows, then the files read in parallel; a row whose file is gone is left out (logged)
 * rather than failing the profile. 404 `User not found` when the id is not a freelancer's.
 */
export async function listPortfolio(
  { db, media, log, base }: Deps,
  freelancerId: number,
  { small = false } = {},
): Promise<PortfolioItem[]> {
  const rows = await findPortfolio(db, freelancerId);
  if (!rows) throw notFound();
  const items = await Promise.all(
    rows.map(async (row) => {
      const key = small ? thumbnailKey(row) : row.storageKey;
      try {
        return toItem(base, row, await readDataUrl(media, key));
      } catch (error) {
        if (!(error instanceof MediaNotFoundError)) throw error;
        log.error({ key, freelancerId }, 'a portfolio row names a missing file');
        return undefined;
      }
    }),
  );
  return items.filter((item) => item !== undefined);
}

/**
 * D34: the picture is checked by content, re-encoded (WebP, orientation applied, metadata
 * dropped) into the picture and its thumbnail; the texts are checked before the encoding. A full
 * portfolio is refused before the upload is read, and again atomically in the insert's
 * transaction. A refused add leaves no file.
 */
export async function addPortfolioItem(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
): Promise<PortfolioItem> {
  const message = profileMessages.tooManyPortfolioItems;
  if ((await countPortfolio(app.db, userId)) >= MAX_PROJECTS) {
    // Answered at once; the body still arriving is read and dropped, not stored.
    request.raw.resume();
    throw badRequest(message, 'LIMIT_REACHED');
  }
  let upload: Awaited<ReturnType<typeof uploadPicture>>;
  try {
    upload = await uploadPicture(app, request);
  } catch (error) {
    throw error instanceof AppError && error.code === 'FILE_REQUIRED' ? pictureRequired() : error;
  }
  const {
    images: [picture, thumbnail],
    fields,
  } = upload;
  if (!picture || !thumbnail) throw new Error('uploadImageForm returned too few renditions');
  let row: PortfolioRow;
  try {
    row = await app.db.transaction(async (tx) => {
      await assertBelowLimit(tx, userId, {
        table: pictures,
        owner: pictures.userId,
        where: eq(pictures.kind, 'PORTFOLIO'),
        max: MAX_PROJECTS,
        message,
      });
      return insertPortfolioPicture(tx, {
        userId,
        storageKey: picture.key,
        smallStorageKey: thumbnail.key,
        contentType: 'image/webp',
        width: picture.width,
        height: picture.height,
        byteSize: picture.byteSize,
        title: fields.title,
        info: fields.info,
      });
    });
  } catch (error) {
    await deleteMedia(app.media, [picture.key, thumbnail.key], request.log);
    throw error;
  }
  return toItem(fileUrlBase(app.config), row, await readDataUrl(app.media, picture.key));
}

function uploadPicture(app: FastifyInstance, request: FastifyRequest) {
  return uploadImageForm(app, request, {
    field: PORTFOLIO_PICTURE_FIELD,
    renditions: [PORTFOLIO_PICTURE, PORTFOLIO_THUMBNAIL],
    parseFields(form) {
      const parsed = PortfolioFields.safeParse({
        title: form.get('title'),
        info: form.get('info'),
      });
      if (!parsed.success) {
        throw badRequest(parsed.error.issues[0]?.message ?? messages.invalidBody, 'VALIDATION');
      }
      return parsed.data;
    },
  });
}

/** D35: the title and comment; the picture stays. */
export async function editPortfolioItem(
  db: Database,
  userId: number,
  { pictureId, title, info }: PortfolioPatchBody,
): Promise<void> {
  if (!(await updatePortfolioTexts(db, userId, pictureId, { title, info }))) {
    throw projectNotFound();
  }
}

/** D36: the row goes, then (committed) both its files. */
export async function removePortfolioItem(
  { db, media, log }: Deps,
  userId: number,
  pictureId: number,
): Promise<void> {
  const keys = await deletePortfolioPicture(db, userId, pictureId);
  if (!keys) throw projectNotFound();
  await deleteMedia(media, keys, log);
}
