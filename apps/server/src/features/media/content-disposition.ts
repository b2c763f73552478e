import type { MediaExtension } from './media-storage.ts';

/** Longer names are cut: the name is a convenience for "save as", and headers must stay small. */
export const DOWNLOAD_NAME_MAX = 100;

/** The name of a served file whose uploader gave none we keep (pictures, the about video). */
const FALLBACK_NAMES: Record<MediaExtension, string> = {
  webp: 'obraz',
  mp4: 'wideo',
  mov: 'wideo',
  avi: 'wideo',
};

/**
 * The name a served file is saved under: the uploader's name (if any) reduced to its last path
 * segment, without control, format (bidi) or line characters, without leading dots (no hidden
 * files), at most DOWNLOAD_NAME_MAX characters, and with its extension replaced by the stored
 * type's. The extension matters: a file whose content passed as MP4 must not be saved as
 * `oferta.html`, where a browser opening it from disk would render it.
 */
export function downloadFileName(sent: string | undefined, extension: MediaExtension): string {
  return cleanFileName(sent, { extension, fallback: FALLBACK_NAMES[extension] });
}

/**
 * `downloadFileName` for any stored type: `sent` cleaned the same way, cut to `max` characters
 * before the extension, `fallback` when nothing is left.
 */
export function cleanFileName(
  sent: string | undefined,
  {
    extension,
    fallback,
    max = DOWNLOAD_NAME_MAX,
  }: { extension: string; fallback: string; max?: number },
): string {
  const lastSegment = (sent ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}|\p{Cf}|\p{Zl}|\p{Zp}/gu, '')
    .trim()
    .replace(/\.[\p{L}\p{N}]{1,10}$/u, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const base = Array.from(cleaned).slice(0, max).join('').trim();
  return `${base === '' ? fallback : base}.${extension}`;
}

/**
 * `Content-Disposition: inline` with a file name (RFC 6266): shown in the browser, saved under
 * that name. The quoted `filename` is printable ASCII only (Polish letters lose their marks, `ł`
 * becomes `l`, anything else `_`; quotes, backslashes and `%`, which some browsers decode, too);
 * when that lost something, `filename*` carries the exact name in UTF-8 percent-encoding
 * (RFC 8187), which browsers prefer. Whatever `name` holds, the value is printable ASCII without
 * a line break, so it cannot end the header or add another.
 */
export function inlineDisposition(name: string): string {
  return disposition('inline', name);
}

/**
 * `Content-Disposition: attachment` with the same file name rules: always saved, never shown in
 * the browser (a message's attachments, whatever their type).
 */
export function attachmentDisposition(name: string): string {
  return disposition('attachment', name);
}

function disposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const value = `${type}; filename="${ascii}"`;
  return ascii === name ? value : `${value}; filename*=UTF-8''${extValueOf(name)}`;
}

/** RFC 8187 `attr-char`: what may stand unencoded in an extended parameter value. */
const ATTR_CHAR = /^[A-Za-z0-9!#$&+\-.^_`|~]$/;

function extValueOf(name: string): string {
  let encoded = '';
  for (const byte of Buffer.from(name, 'utf8')) {
    const character = String.fromCharCode(byte);
    encoded += ATTR_CHAR.test(character)
      ? character
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}
