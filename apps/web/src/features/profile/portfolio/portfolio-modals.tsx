// The portfolio's modals chunk: loaded when the first of them opens, with the dropzone's styles.
import '../edit-media/media-styles.ts';

export { PortfolioAddModal } from './modals/portfolio-add-modal.tsx';
export { PortfolioEditModal } from './modals/portfolio-edit-modal.tsx';
