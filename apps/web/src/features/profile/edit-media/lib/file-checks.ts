import {
  IMAGE_FORMATS,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  profileMessages,
  VIDEO_FORMATS,
} from '@handlowo/contract';

/**
 * The client-side checks of a chosen file (spec document 2 section 5, "Image upload", "Video
 * add"): the format first, then the size, with the spec's exact messages. The server checks the
 * content again (magic bytes); these only spare the user a useless upload.
 */

export type MediaKind = 'image' | 'video';

const rules: Record<
  MediaKind,
  { types: readonly string[]; extensions: readonly string[]; maxBytes: number; tooLarge: string }
> = {
  image: {
    types: IMAGE_FORMATS,
    extensions: ['jpg', 'jpeg', 'png', 'webp'],
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: profileMessages.imageTooLarge,
  },
  video: {
    types: VIDEO_FORMATS,
    extensions: ['mp4', 'mov', 'avi'],
    maxBytes: MAX_VIDEO_BYTES,
    tooLarge: profileMessages.videoTooLarge,
  },
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The declared type decides; a file without one (some systems do not know .mov or .avi) is
 * judged by its extension. A known wrong type is wrong whatever the name says.
 */
function hasAllowedFormat(file: Pick<File, 'name' | 'type'>, kind: MediaKind): boolean {
  const { types, extensions } = rules[kind];
  const type = file.type.toLowerCase();
  if (type && type !== 'application/octet-stream') return types.includes(type);
  return extensions.includes(extensionOf(file.name));
}

/** The message for a file that cannot be used, or `null` when it can. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>, kind: MediaKind) {
  if (!hasAllowedFormat(file, kind)) return profileMessages.invalidFileFormat;
  if (file.size > rules[kind].maxBytes) return rules[kind].tooLarge;
  return null;
}
