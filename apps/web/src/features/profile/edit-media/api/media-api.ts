import { api } from '@/lib/api-client.ts';
import { type UploadOptions, upload } from '@/lib/upload.ts';

/** What an upload call takes besides its data: progress and cancel (lib/upload.ts). */
export type UploadControls = Pick<UploadOptions, 'onProgress' | 'signal'>;

function fileForm(file: Blob, name: string): FormData {
  const form = new FormData();
  form.append('file', file, name);
  return form;
}

/** The part's file name; the server goes by the content, not by the name (API.md 1.2). */
function pictureName(picture: Blob, base: string): string {
  return `${base}.${picture.type === 'image/webp' ? 'webp' : 'png'}`;
}

/** D5 PATCH /user/avatar, field `file`: the 512x512 crop. */
export function uploadAvatar(picture: Blob, controls: UploadControls) {
  return upload('/user/avatar', fileForm(picture, pictureName(picture, 'awatar')), controls);
}

/** D6 DELETE /user/avatar */
export function deleteAvatar() {
  return api.delete<null>('/user/avatar');
}

/** D8 PATCH /freelancer/backgroundPicture, field `file`: the 1320x250 crop. */
export function uploadBackground(picture: Blob, controls: UploadControls) {
  return upload(
    '/freelancer/backgroundPicture',
    fileForm(picture, pictureName(picture, 'tlo')),
    controls,
  );
}

/** D10 DELETE /freelancer/backgroundPicture */
export function deleteBackground() {
  return api.delete<null>('/freelancer/backgroundPicture');
}

export interface AboutSave {
  about: string;
  mainPassion: string | null;
  /** Sent only when a new video was chosen (absent = keep the current one). */
  video: File | null;
  /** Deletes the current video (ignored when a new one is sent: it replaces the old one). */
  removeVideo: boolean;
}

/** D20 PATCH /about, multipart: `about`, `mainPassion` ('' = none), `video`?, `removeVideo`?. */
export function saveAbout(values: AboutSave, controls: UploadControls) {
  const form = new FormData();
  form.append('about', values.about);
  form.append('mainPassion', values.mainPassion ?? '');
  if (values.video) form.append('video', values.video, values.video.name);
  else if (values.removeVideo) form.append('removeVideo', 'true');
  return upload('/about', form, controls);
}
