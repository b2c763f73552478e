import { samplePicture } from './profile-media-modal-cases.ts';

/** Uploads a 640x480 JPEG through the API as `method path` (an avatar, a background). */
export async function uploadPicture(baseUrl: string, token: string, method: string, path: string) {
  const picture = await samplePicture('jpeg', { width: 640, height: 480 });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture.buffer)], { type: 'image/jpeg' }), 'z.jpg');
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
}
