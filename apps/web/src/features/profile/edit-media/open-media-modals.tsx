import type { AboutInfo, Picture } from '@handlowo/contract';
import { lazy } from 'react';
import { LazyBody } from '../modals/lazy-body.tsx';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { openProfileModal } from '../modals/open-profile-modal.tsx';

const load = () => import('./media-modals.tsx');
const PictureEditModal = lazy(() => load().then((m) => ({ default: m.PictureEditModal })));
const AboutModal = lazy(() => load().then((m) => ({ default: m.AboutModal })));
const AddVideoModal = lazy(() => load().then((m) => ({ default: m.AddVideoModal })));

/** 'Edytuj awatar' (D4-D6) of the logged user; `userId` is theirs (the calls act on the caller). */
export function openAvatarModal({ current }: { userId: number; current: Picture | null }): void {
  openProfileModal({
    title: profileModalTitles.avatar,
    size: 'md',
    render: (controls) => (
      <LazyBody>
        <PictureEditModal kind="avatar" current={current} {...controls} />
      </LazyBody>
    ),
  });
}

/** 'Edytuj zdjęcie w tle' (D7-D10) of the logged freelancer. */
export function openBackgroundModal({
  current,
}: {
  freelancerId: number;
  current: Picture | null;
}): void {
  openProfileModal({
    title: profileModalTitles.background,
    size: 'lg',
    render: (controls) => (
      <LazyBody>
        <PictureEditModal kind="background" current={current} {...controls} />
      </LazyBody>
    ),
  });
}

/** 'Edytuj dane o mnie' (D19, D20). */
export function openAboutModal({ about }: { freelancerId: number; about: AboutInfo }): void {
  openProfileModal({
    title: profileModalTitles.about,
    size: 'lg',
    render: ({ close }) => (
      <LazyBody>
        <AboutModal about={about} close={close} />
      </LazyBody>
    ),
  });
}

/**
 * The owner's click on the about section's 'Nagraj krótkie wideo o sobie': 'Dodaj wideo o sobie', which
 * saves the video through D20 keeping the texts. D20 needs the about text, so without one the
 * about modal opens instead (the video can be added there together with the text).
 */
export function openAddVideoModal({
  freelancerId,
  about,
}: {
  freelancerId: number;
  about: AboutInfo;
}): void {
  const text = about.about;
  if (!text) {
    openAboutModal({ freelancerId, about });
    return;
  }
  openProfileModal({
    title: profileModalTitles.aboutVideo,
    size: 'md',
    render: ({ close }) => (
      <LazyBody>
        <AddVideoModal about={{ ...about, about: text }} close={close} />
      </LazyBody>
    ),
  });
}
