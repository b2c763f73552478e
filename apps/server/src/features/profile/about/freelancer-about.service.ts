import { AboutFields, type AboutInfo, messages } from '@handlowo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { deleteMedia } from '../../media/deletion.ts';
import { fileUrl } from '../../media/file-url.ts';
import { lockUserMedia } from '../../media/media-lock.ts';
import { newMediaKey } from '../../media/media-storage.ts';
import { openUpload, readMultipartForm } from '../../media/upload.ts';
import { unexpectedFile } from '../../media/upload-errors.ts';
import {
  type AboutUpdate,
  findAbout,
  findAboutVideoKey,
  saveAboutRow,
} from './freelancer-about.repository.ts';

/** The multipart field of the about video (D20). */
export const VIDEO_FIELD = 'video';

/**
 * D19: every field null until the about form was saved; only freelancers have one. The video's
 * URL is on `base` (`fileUrlBase`).
 */
export async function readAbout(db: Executor, userId: number, base: string): Promise<AboutInfo> {
  const row = await findAbout(db, userId);
  if (row?.role !== 'FREELANCER') throw notFound();
  return {
    id: row.about === null ? null : userId,
    about: row.about,
    mainPassion: row.mainPassion,
    video: row.aboutVideoKey ? fileUrl(base, row.aboutVideoKey) : null,
  };
}

/**
 * D20: the texts, and optionally a new video (streamed to storage as it arrives, never held in
 * memory) or the removal of the current one. The fields may come before or after the video, so
 * they are checked once the form is read; a refused form deletes the video it brought. The old
 * video is deleted only after the new row committed.
 */
export async function saveAbout(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
): Promise<void> {
  let newVideo: string | undefined;
  let committed = false;
  try {
    const fields = await readMultipartForm(request, {
      kind: 'video',
      maxFiles: 1,
      async onFile(field, file) {
        if (field !== VIDEO_FIELD || newVideo) {
          file.destroy();
          throw unexpectedFile();
        }
        const upload = await openUpload(file, 'video');
        const key = newMediaKey(upload.type.extension);
        await app.media.put(key, upload.content);
        newVideo = key;
      },
    });
    const parsed = AboutFields.safeParse({
      about: fields.get('about'),
      mainPassion: fields.get('mainPassion'),
      removeVideo: fields.get('removeVideo'),
    });
    if (!parsed.success) {
      throw badRequest(parsed.error.issues[0]?.message ?? messages.invalidBody, 'VALIDATION');
    }
    const { about, mainPassion, removeVideo } = parsed.data;
    const update: AboutUpdate = { about, mainPassion };
    // A new video replaces the old one; without one, `removeVideo` removes it.
    if (newVideo) update.aboutVideoKey = newVideo;
    else if (removeVideo) update.aboutVideoKey = null;
    const former = await app.db.transaction(async (tx) => {
      await lockUserMedia(tx, userId);
      const old = await findAboutVideoKey(tx, userId);
      await saveAboutRow(tx, userId, update);
      return update.aboutVideoKey !== undefined && old !== update.aboutVideoKey ? old : null;
    });
    committed = true;
    await deleteMedia(app.media, [former], request.log);
  } finally {
    if (!committed) await deleteMedia(app.media, [newVideo], request.log);
  }
}
