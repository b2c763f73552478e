import type { AttachmentContentType } from '@handlowo/contract';
import { sniff } from '../../media/sniff.ts';

/** An accepted attachment type: what it is served as, and the extension its name gets. */
export interface AttachmentType {
  contentType: AttachmentContentType;
  extension: string;
}

/** The seven types of the contract (`attachmentTypes`), by the format the content proved. */
export const ATTACHMENT_TYPES = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
  },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const satisfies Record<string, AttachmentType>;

export type AttachmentFormat = keyof typeof ATTACHMENT_TYPES;

/** What the first bytes tell: a format, or a ZIP whose package must say which document it is. */
export type SniffedAttachment = Exclude<AttachmentFormat, 'docx' | 'xlsx' | 'pptx'> | 'zip';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
/** A ZIP's first local file header; an OOXML package starts with one. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The attachment's format by its magic bytes (names and declared types are unreliable, API.md
 * 1.2): `%PDF-`, a ZIP's local header (decided later by `ooxmlFormatOf`), and the pictures as the
 * profile's media recognise them. Undefined for anything else: an executable, a web page, text.
 */
export function sniffAttachment(head: Buffer): SniffedAttachment | undefined {
  if (head.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return 'pdf';
  if (head.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) return 'zip';
  const picture = sniff(head);
  if (picture?.kind !== 'image') return undefined;
  switch (picture.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return picture.format;
    default:
      return undefined;
  }
}
