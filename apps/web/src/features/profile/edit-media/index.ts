// The media modals of the profile: what the page opens. Each call opens the modal at once and
// loads its body (dropzone, cropper, their styles) lazily.
export {
  openAboutModal,
  openAddVideoModal,
  openAvatarModal,
  openBackgroundModal,
} from './open-media-modals.tsx';
