import type { QueryKey } from '@tanstack/react-query';
import { avatarKeys, profileKeys } from '../../api/profile-keys.ts';
import { profileModalTitles } from '../../modals/modal-titles.ts';
import {
  deleteAvatar,
  deleteBackground,
  type UploadControls,
  uploadAvatar,
  uploadBackground,
} from '../api/media-api.ts';
import type { OutputSize } from './crop-image.ts';

/** What differs between the avatar and the background picture (spec document 2 sections 4, 9). */
export interface PictureKind {
  title: string;
  aspect: number;
  output: OutputSize;
  round: boolean;
  upload: (picture: Blob, controls: UploadControls) => Promise<unknown>;
  remove: () => Promise<unknown>;
  /** Refreshed after a save: the avatar also shows in the navbar, outside the profile's keys. */
  invalidate: readonly QueryKey[];
  removeLabel: string;
  removalNote: string;
  emptyLabel: string;
}

export const pictureKinds = {
  avatar: {
    title: profileModalTitles.avatar,
    aspect: 1,
    output: { width: 512, height: 512 },
    round: true,
    upload: uploadAvatar,
    remove: deleteAvatar,
    invalidate: [avatarKeys.all, profileKeys.all],
    removeLabel: 'Usuń awatar',
    removalNote: 'Awatar zostanie usunięty po zapisaniu zmian.',
    emptyLabel: 'Brak awatara',
  },
  background: {
    title: profileModalTitles.background,
    aspect: 1320 / 250,
    output: { width: 1320, height: 250 },
    round: false,
    upload: uploadBackground,
    remove: deleteBackground,
    invalidate: [profileKeys.all],
    removeLabel: 'Usuń zdjęcie w tle',
    removalNote: 'Zdjęcie w tle zostanie usunięte po zapisaniu zmian.',
    emptyLabel: 'Brak zdjęcia w tle',
  },
} satisfies Record<string, PictureKind>;

export type PictureKindName = keyof typeof pictureKinds;
