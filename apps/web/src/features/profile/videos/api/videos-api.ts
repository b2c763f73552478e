import type { Video } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { upload } from '@/lib/upload.ts';
import { profileKeys } from '../../api/profile-keys.ts';
import type { UploadControls } from '../../edit-media/api/media-api.ts';

/** D29 GET /video/freelancer/{id}: newest first. */
export function getVideos(freelancerId: number): Promise<Video[]> {
  return api.get<Video[]>(`/video/freelancer/${freelancerId}`);
}

export function videosQueryOptions(freelancerId: number) {
  return queryOptions({
    queryKey: profileKeys.videos(freelancerId),
    queryFn: () => getVideos(freelancerId),
  });
}

export interface NewVideo {
  title: string;
  file: File;
}

/**
 * D30 POST /video, multipart: the title first, so the server can refuse a bad one before it
 * reads up to 50 MB of file.
 */
export function addVideo({ title, file }: NewVideo, controls: UploadControls) {
  const form = new FormData();
  form.append('title', title);
  form.append('file', file, file.name);
  return upload<Video>('/video', form, { ...controls, method: 'POST' });
}

/** D31 PATCH /video/{id}: only the title changes. */
export function renameVideo({ id, title }: { id: number; title: string }) {
  return api.patch<null>(`/video/${id}`, { title });
}

/** D32 DELETE /video/{id}: the file goes with it. */
export function deleteVideo(id: number) {
  return api.delete<null>(`/video/${id}`);
}
