// The media modals' chunk: loaded when the first of them opens, with their stylesheets, so the
// dropzone, the crop and their CSS stay out of every route's first load.
import './media-styles.ts';

export { AboutModal } from './about/about-modal.tsx';
export { AddVideoModal } from './about/add-video-modal.tsx';
export { PictureEditModal } from './picture/picture-edit-modal.tsx';
