import {
  NotAZipError,
  type RandomAccess,
  readZipDirectory,
  readZipEntry,
} from './zip-directory.ts';

/*
 * Which Office document a ZIP is, by the Open Packaging Conventions (ECMA-376 part 2): the
 * package's `[Content_Types].xml` gives every part its content type, and the main part's type
 * names the document. The extension of the upload says nothing.
 */

export type OoxmlFormat = 'docx' | 'xlsx' | 'pptx';

/** The main part's content type of each accepted document (not templates, shows, macros). */
const MAIN_PART_TYPES: Record<string, OoxmlFormat> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml': 'pptx',
};

/** A real package's directory is a few kilobytes; this bounds what a crafted one costs. */
const MAX_DIRECTORY_BYTES = 2 * 1024 * 1024;
/** The content types of a presentation with hundreds of slides stay far below this. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

const CONTENT_TYPES_PART = '[content_types].xml';

/** OPC part names compare case-insensitively; the ZIP names them without the leading slash. */
const partKey = (name: string) => name.replace(/^\//, '').toLowerCase();

/**
 * The document a ZIP holds, or undefined when it is no accepted OOXML document: not a readable
 * ZIP, no `[Content_Types].xml`, not exactly one main part, a main part of another kind (a
 * macro-enabled workbook, a template, a slide show) or a main part the archive does not contain.
 * Only a failure to read the bytes (storage) is thrown.
 */
export async function ooxmlFormatOf(source: RandomAccess): Promise<OoxmlFormat | undefined> {
  try {
    const entries = await readZipDirectory(source, MAX_DIRECTORY_BYTES);
    const names = new Set(entries.map((entry) => partKey(entry.name)));
    const typesEntry = entries.find((entry) => partKey(entry.name) === CONTENT_TYPES_PART);
    if (!typesEntry) return undefined;
    const xml = decodeXml(await readZipEntry(source, typesEntry, MAX_CONTENT_TYPES_BYTES));
    const mains = overrides(xml).filter((part) => /\.main\+xml$/i.test(part.contentType.trim()));
    const [main] = mains;
    if (!main || mains.length !== 1) return undefined;
    const format = MAIN_PART_TYPES[main.contentType.trim().toLowerCase()];
    if (!format || !names.has(partKey(main.partName))) return undefined;
    return format;
  } catch (error) {
    if (error instanceof NotAZipError) return undefined;
    throw error;
  }
}

/** The `<Override PartName=… ContentType=…/>` elements, whatever their prefix and quoting. */
function overrides(xml: string): { partName: string; contentType: string }[] {
  const found: { partName: string; contentType: string }[] = [];
  for (const element of xml.matchAll(/<(?:[A-Za-z_][\w.-]*:)?Override\b([^>]*)>/g)) {
    const attributes = new Map<string, string>();
    for (const [, name, double, single] of (element[1] ?? '').matchAll(
      /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
    )) {
      if (name) attributes.set(name, double ?? single ?? '');
    }
    const partName = attributes.get('PartName');
    const contentType = attributes.get('ContentType');
    if (partName !== undefined && contentType !== undefined) found.push({ partName, contentType });
  }
  return found;
}

/** XML is UTF-8 unless a byte order mark says UTF-16 (either byte order). */
function decodeXml(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.toString('utf16le', 2);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2)));
    return swapped.swap16().toString('utf16le');
  }
  return bytes.toString('utf8');
}
