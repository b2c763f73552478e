// The videos' modals chunk: loaded when the first of them opens, with the dropzone's styles.
import '../edit-media/media-styles.ts';

export { VideoAddModal } from './modals/video-add-modal.tsx';
export { VideosEditModal } from './modals/videos-edit-modal.tsx';
