/** What the list shows when the sender gave no usable name (spec: the snapshot sends `My video`). */
export const DEFAULT_VIDEO_FILE_NAME = 'wideo';

/** Longer names are cut: the name is only shown back, and a row must stay small. */
export const VIDEO_FILE_NAME_MAX = 100;

/**
 * The uploaded file's name as `fileName` answers it: the last path segment only (some browsers
 * send a full path), control and bidirectional-override characters removed (they could disguise
 * the name where it is shown), whitespace collapsed, NFC, at most VIDEO_FILE_NAME_MAX characters.
 * Nothing is derived from it: the stored key and type come from the content.
 */
export function videoFileName(sent: string | undefined): string {
  const lastSegment = (sent ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // Tabs and line breaks become spaces first; then the other control characters (C0, DEL,
    // C1) and the bidi marks, embeddings, overrides and isolates go.
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}|[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '')
    .trim();
  const cut = Array.from(cleaned).slice(0, VIDEO_FILE_NAME_MAX).join('').trim();
  return cut === '' || cut === '.' || cut === '..' ? DEFAULT_VIDEO_FILE_NAME : cut;
}
