import {
  attachmentTypes,
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_FILES_MAX,
  conversationMessages as m,
} from '@handlowo/contract';

/** The extensions of the attachment types: a phone may hand over a file without its MIME type. */
const EXTENSIONS = new Set(['pdf', 'docx', 'xlsx', 'pptx', 'jpg', 'jpeg', 'png', 'webp']);

function hasAllowedType(file: File): boolean {
  if (file.type && file.type in attachmentTypes) return true;
  if (file.type && file.type !== 'application/octet-stream') return false;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSIONS.has(extension);
}

/** Why a picked file cannot go with the message, or null. The server checks the bytes again. */
export function fileProblem(file: File): string | null {
  if (file.size === 0) return m.fileEmpty;
  if (file.size > MESSAGE_FILE_MAX_BYTES) return m.fileTooLarge;
  if (!hasAllowedType(file)) return m.fileType;
  return null;
}

/**
 * Adds picked files to those already chosen: the acceptable ones up to the limit of a message;
 * the first problem met is reported (a wrong type, a size, too many files).
 */
export function addFiles(
  chosen: readonly File[],
  picked: readonly File[],
): { files: File[]; problem: string | null } {
  const files = [...chosen];
  let problem: string | null = null;
  for (const file of picked) {
    const own = fileProblem(file);
    if (own) {
      problem ??= `${file.name}: ${own}`;
      continue;
    }
    if (files.length >= MESSAGE_FILES_MAX) {
      problem ??= m.tooManyFiles;
      continue;
    }
    files.push(file);
  }
  return { files, problem };
}

/** '2,4 MB', '310 kB': the size of an attachment. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${(bytes / 1024 / 1024).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
