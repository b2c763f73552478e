import { lazy } from 'react';
import { LazyBody } from '../modals/lazy-body.tsx';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { openProfileModal } from '../modals/open-profile-modal.tsx';

const load = () => import('./video-modals.tsx');
const VideoAddModal = lazy(() => load().then((m) => ({ default: m.VideoAddModal })));
const VideosEditModal = lazy(() => load().then((m) => ({ default: m.VideosEditModal })));

/** 'Dodaj wideo' (D30); `count` is how many videos the owner has. */
export function openVideoAddModal({ count }: { count: number }): void {
  openProfileModal({
    title: profileModalTitles.addVideo,
    size: 'lg',
    render: ({ close }) => (
      <LazyBody>
        <VideoAddModal count={count} close={close} />
      </LazyBody>
    ),
  });
}

/** 'Edytuj wideo' (D29, D31, D32) of the logged freelancer. */
export function openVideosEditModal({ freelancerId }: { freelancerId: number }): void {
  openProfileModal({
    title: profileModalTitles.editVideos,
    size: 'lg',
    render: ({ close }) => (
      <LazyBody>
        <VideosEditModal freelancerId={freelancerId} close={close} />
      </LazyBody>
    ),
  });
}
