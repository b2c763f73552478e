import type { FastifyBaseLogger } from 'fastify';
import { fileUrl } from './file-url.ts';
import { MediaNotFoundError, type MediaStorage } from './media-storage.ts';
import { readDataUrl } from './read-media.ts';

/** What reading stored pictures needs from the app. */
export interface PictureFiles {
  media: MediaStorage;
  log: FastifyBaseLogger;
}

/**
 * Each distinct key read once, in parallel, as a data URL (one admin guards many orders, one
 * freelancer may run several services). A row whose file is gone (a lost volume) maps to null and
 * is logged, as `readPicture` does: the order still shows, with a placeholder avatar.
 */
export async function readPictureDataUrls(
  { media, log }: PictureFiles,
  keys: Iterable<string | null>,
): Promise<Map<string, string | null>> {
  const distinct = [...new Set([...keys].filter((key): key is string => key !== null))];
  const entries = await Promise.all(
    distinct.map(async (key): Promise<[string, string | null]> => {
      try {
        return [key, await readDataUrl(media, key)];
      } catch (error) {
        if (!(error instanceof MediaNotFoundError)) throw error;
        log.error({ key }, 'a picture row names a missing file');
        return [key, null];
      }
    }),
  );
  return new Map(entries);
}

/** How a list carries its avatars: API.md's data URLs, or G1 addresses (`?pictures=url`). */
export type AvatarDelivery = { as: 'data' } | { as: 'url'; base: string };

type UserAvatar = { pictureData: string } | { pictureUrl: string } | null;

/**
 * List rows that carry their avatar's storage key, with the key replaced by the list item's
 * `userAvatar` (`{pictureData}`, `{pictureUrl}` or null): the freelancer lists F4/F5 and F13/F14.
 * By URL nothing is read: the row's key is the file's address (a lost file is then G1's 404).
 */
export async function withUserAvatars<Row extends { avatarKey: string | null }>(
  files: PictureFiles,
  rows: readonly Row[],
  delivery: AvatarDelivery = { as: 'data' },
): Promise<(Omit<Row, 'avatarKey'> & { userAvatar: UserAvatar })[]> {
  if (delivery.as === 'url') {
    return rows.map(({ avatarKey, ...row }) => ({
      ...row,
      userAvatar: avatarKey === null ? null : { pictureUrl: fileUrl(delivery.base, avatarKey) },
    }));
  }
  const dataUrls = await readPictureDataUrls(
    files,
    rows.map((row) => row.avatarKey),
  );
  return rows.map(({ avatarKey, ...row }) => {
    const pictureData = avatarKey === null ? null : (dataUrls.get(avatarKey) ?? null);
    return { ...row, userAvatar: pictureData === null ? null : { pictureData } };
  });
}
