import type { Picture, PictureLinks } from '@handlowo/contract';

/**
 * The avatar or background as the profile shows it, whichever read brought it: D4/D7 answer one
 * rendition as a data URL, the page's aggregate both renditions by G1 URL (for `srcset`).
 */
export interface ShownPicture {
  pictureId: number;
  /** An image source: a data URL, or the large rendition's URL. */
  src: string;
  /** The renditions by URL with their widths, for `srcset`; undefined for a data URL. */
  srcSet?: string;
}

/** Pixel widths of the stored renditions (keep in sync with the server's pictures.service.ts). */
export const renditionWidths = {
  avatar: { large: 512, small: 96 },
  background: { large: 1320, small: 0 },
} as const;

export const fromPicture = ({ pictureId, pictureData }: Picture): ShownPicture => ({
  pictureId,
  src: pictureData,
});

export function fromLinks(
  { pictureId, pictureUrl, smallPictureUrl }: PictureLinks,
  widths: { large: number; small: number },
): ShownPicture {
  const candidates = [`${pictureUrl} ${widths.large}w`];
  if (smallPictureUrl && widths.small > 0)
    candidates.unshift(`${smallPictureUrl} ${widths.small}w`);
  return { pictureId, src: pictureUrl, srcSet: candidates.join(', ') };
}

/**
 * The edit modals take the contract's Picture and only show `pictureData` as an image source,
 * which a URL is as well.
 */
export const asPicture = ({ pictureId, src }: ShownPicture): Picture => ({
  pictureId,
  pictureData: src,
});
