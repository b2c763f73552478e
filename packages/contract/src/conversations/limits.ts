/** The limits of conversations per order (issue 26, ours). */

/** Longest message text, in characters. */
export const MESSAGE_TEXT_MAX = 4000;
/** Attachments of one message. */
export const MESSAGE_FILES_MAX = 5;
/** Largest attachment, in bytes (10 MB). */
export const MESSAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** How long the author may edit or delete a message, in minutes. */
export const MESSAGE_EDIT_MINUTES = 15;
/** Messages one user may send per minute (all conversations together). */
export const MESSAGES_PER_MINUTE = 30;
/** Messages of one page of a thread, by default and at most. */
export const MESSAGE_PAGE_DEFAULT = 50;
export const MESSAGE_PAGE_MAX = 100;
/** A member who has not read a message for this long gets one e-mail about the conversation. */
export const MESSAGE_DIGEST_MINUTES = 15;

/** The attachment types, by their content (checked on the bytes, not the name). */
export const attachmentTypes = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
} as const;
export type AttachmentContentType = keyof typeof attachmentTypes;

/** What the file picker offers: the types' extensions and MIME types. */
export const ATTACHMENT_ACCEPT = [
  '.pdf',
  '.docx',
  '.xlsx',
  '.pptx',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  ...Object.keys(attachmentTypes),
].join(',');

/**
 * The live channel's event about conversations (GET /api/notifications/stream): `messages` with
 * `{count, orderId}`, the caller's unread messages in total and the conversation that changed
 * (a message written, edited, deleted, hidden or read by another member).
 */
export const MESSAGE_STREAM_EVENT = 'messages';
