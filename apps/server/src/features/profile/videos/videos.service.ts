import {
  messages,
  profileItemLimits,
  profileMessages,
  type Video,
  VideoTitleBody,
} from '@handlowo/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { videos } from '../../../db/schema/profile-items.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import { deleteMedia } from '../../media/deletion.ts';
import { fileUrl, fileUrlBase } from '../../media/file-url.ts';
import { MEDIA_CONTENT_TYPES, type MediaStorage, newMediaKey } from '../../media/media-storage.ts';
import { openUpload, readMultipartForm } from '../../media/upload.ts';
import { unexpectedFile } from '../../media/upload-errors.ts';
import { assertBelowLimit, type ItemLimit } from '../items/item-limit.ts';
import { videoFileName } from './video-file-name.ts';
import {
  countVideos,
  deleteVideo,
  findVideos,
  insertVideo,
  updateVideoTitle,
  type VideoListRow,
} from './videos.repository.ts';

/** The multipart field of the video file (D30). */
export const VIDEO_FILE_FIELD = 'file';

const videoLimit: ItemLimit = {
  table: videos,
  owner: videos.freelancerId,
  max: profileItemLimits.videos,
  message: profileMessages.tooManyVideos,
};

const videoNotFound = () => notFound(profileMessages.videoNotFound, 'VIDEO_NOT_FOUND');
const listFull = () => badRequest(profileMessages.tooManyVideos, 'LIMIT_REACHED');

const toVideo = (base: string, row: VideoListRow): Video => ({
  id: row.id,
  title: row.title,
  fileUrl: fileUrl(base, row.storageKey),
  fileName: row.fileName,
  date: row.createdAt.toISOString(),
});

/**
 * D29: newest first, the URLs on `base` (`fileUrlBase`); 404 `User not found` when the id is not
 * a freelancer's.
 */
export async function listVideos(
  db: Database,
  freelancerId: number,
  base: string,
): Promise<Video[]> {
  const rows = await findVideos(db, freelancerId);
  if (!rows) throw notFound();
  return rows.map((row) => toVideo(base, row));
}

interface StoredVideo {
  key: string;
  contentType: string;
  byteSize: number;
  fileName: string;
}

/**
 * D30: the file is streamed to storage as it arrives (never held in memory) and checked by its
 * content; the title is checked once the whole form is read (the parts come in any order). A
 * full list is refused before the upload is read, and again atomically in the insert's
 * transaction (parallel uploads may all pass the first check). A refused form deletes the file.
 */
export async function addVideo(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
): Promise<Video> {
  if ((await countVideos(app.db, userId)) >= videoLimit.max) {
    // Answered at once; the body still arriving is read and dropped, not stored.
    request.raw.resume();
    throw listFull();
  }
  let stored: StoredVideo | undefined;
  let committed = false;
  try {
    const fields = await readMultipartForm(request, {
      kind: 'video',
      maxFiles: 1,
      async onFile(field, file, filename) {
        if (field !== VIDEO_FILE_FIELD || stored) {
          file.destroy();
          throw unexpectedFile();
        }
        const upload = await openUpload(file, 'video');
        const key = newMediaKey(upload.type.extension);
        const { size } = await app.media.put(key, upload.content);
        stored = {
          key,
          contentType: MEDIA_CONTENT_TYPES[upload.type.extension],
          byteSize: size,
          fileName: videoFileName(filename),
        };
      },
    });
    if (!stored) throw videoRequired();
    const parsed = VideoTitleBody.safeParse({ title: fields.get('title') });
    if (!parsed.success) {
      throw badRequest(parsed.error.issues[0]?.message ?? messages.invalidBody, 'VALIDATION');
    }
    const video = stored;
    const row = await app.db.transaction(async (tx) => {
      await assertBelowLimit(tx, userId, videoLimit);
      return insertVideo(tx, {
        freelancerId: userId,
        title: parsed.data.title,
        storageKey: video.key,
        fileName: video.fileName,
        contentType: video.contentType,
        byteSize: video.byteSize,
      });
    });
    committed = true;
    return toVideo(fileUrlBase(app.config), row);
  } catch (error) {
    throw asVideoRequired(error);
  } finally {
    if (!committed) await deleteMedia(app.media, [stored?.key], request.log);
  }
}

const videoRequired = () => badRequest(profileMessages.videoRequired, 'FILE_REQUIRED');

/** The media layer asks for "a file"; this form's message is 'Dodaj plik wideo'. */
function asVideoRequired(error: unknown): unknown {
  return error instanceof AppError && error.code === 'FILE_REQUIRED' ? videoRequired() : error;
}

/** D31: only the title changes. */
export async function renameVideo(
  db: Database,
  userId: number,
  videoId: number,
  title: string,
): Promise<void> {
  if (!(await updateVideoTitle(db, userId, videoId, title))) throw videoNotFound();
}

/** D32: the row goes, then (committed) its file. */
export async function removeVideo(
  { db, media, log }: { db: Database; media: MediaStorage; log: FastifyBaseLogger },
  userId: number,
  videoId: number,
): Promise<void> {
  const key = await deleteVideo(db, userId, videoId);
  if (!key) throw videoNotFound();
  await deleteMedia(media, [key], log);
}
