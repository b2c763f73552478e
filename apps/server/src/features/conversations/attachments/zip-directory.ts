import { inflateRawSync } from 'node:zlib';

/*
 * Just enough of the ZIP format (APPNOTE 6.3) to look inside an uploaded package: the central
 * directory, and the bytes of one small entry. Nothing is extracted to disk and nothing but the
 * asked entry is inflated, with its size bounded, so a crafted archive costs at most that much.
 */

/** Random access to the bytes of a stored file. */
export interface RandomAccess {
  /** Total bytes. */
  size: number;
  /** `length` bytes from `start`; the caller never asks past the end. */
  read(start: number, length: number): Promise<Buffer>;
}

/** One file of the archive, as its central directory describes it. */
export interface ZipEntry {
  /** As stored: names compared with it are ASCII, whatever the archive's encoding. */
  name: string;
  /** 0 stored, 8 deflated; others are refused when read. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The bytes are not a ZIP this reader takes (malformed, split, encrypted, too large a part). */
export class NotAZipError extends Error {
  constructor(reason: string) {
    super(`not a readable zip: ${reason}`);
    this.name = 'NotAZipError';
  }
}

const END_SIGNATURE = 0x06054b50;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_END_SIGNATURE = 0x06064b50;
const ZIP64_END_SIZE = 56;
const ZIP64_EXTRA_ID = 0x0001;
const DIRECTORY_SIGNATURE = 0x02014b50;
const DIRECTORY_ENTRY_SIZE = 46;
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
/** A 16- or 32-bit field holding this says "see the ZIP64 record". */
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

function fail(reason: string): never {
  throw new NotAZipError(reason);
}

/** Where the central directory is and how many entries it holds. */
interface DirectoryLocation {
  entries: number;
  size: number;
  offset: number;
}

/**
 * The entries of the archive's central directory. Throws `NotAZipError` when the end record is
 * missing or does not end the file, the directory lies outside the file or is larger than
 * `maxDirectoryBytes`, or its entries do not parse.
 */
export async function readZipDirectory(
  source: RandomAccess,
  maxDirectoryBytes: number,
): Promise<ZipEntry[]> {
  const location = await locateDirectory(source);
  if (location.size > maxDirectoryBytes) fail('central directory too large');
  if (location.offset + location.size > source.size) fail('central directory out of the file');
  const directory = await source.read(location.offset, location.size);
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at < directory.length) {
    if (at + DIRECTORY_ENTRY_SIZE > directory.length) fail('truncated directory entry');
    if (directory.readUInt32LE(at) !== DIRECTORY_SIGNATURE) fail('bad directory entry');
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const end = at + DIRECTORY_ENTRY_SIZE + nameLength + extraLength + commentLength;
    if (end > directory.length) fail('truncated directory entry');
    const nameEnd = at + DIRECTORY_ENTRY_SIZE + nameLength;
    const sizes = zip64Sizes(directory.subarray(nameEnd, nameEnd + extraLength), {
      uncompressedSize: directory.readUInt32LE(at + 24),
      compressedSize: directory.readUInt32LE(at + 20),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    });
    entries.push({
      // Bit 11 says UTF-8; otherwise CP437, whose ASCII half is the same.
      name: directory.toString('utf8', at + DIRECTORY_ENTRY_SIZE, nameEnd),
      method: directory.readUInt16LE(at + 10),
      encrypted: (directory.readUInt16LE(at + 8) & 1) === 1,
      ...sizes,
    });
    at = end;
  }
  if (entries.length !== location.entries) fail('entry count does not match');
  return entries;
}

/**
 * The end of central directory record is the last thing in the file, followed only by its
 * comment (at most 64 kB): searched backwards, it must account for every byte after it.
 */
async function locateDirectory(source: RandomAccess): Promise<DirectoryLocation> {
  const tailLength = Math.min(source.size, END_SIZE + MAX_COMMENT);
  const tailStart = source.size - tailLength;
  const tail = await source.read(tailStart, tailLength);
  let end = -1;
  for (let i = tail.length - END_SIZE; i >= 0; i--) {
    if (
      tail.readUInt32LE(i) === END_SIGNATURE &&
      i + END_SIZE + tail.readUInt16LE(i + 20) === tail.length
    ) {
      end = i;
      break;
    }
  }
  if (end < 0) fail('no end of central directory');
  const location = {
    entries: tail.readUInt16LE(end + 10),
    size: tail.readUInt32LE(end + 12),
    offset: tail.readUInt32LE(end + 16),
  };
  const zip64 =
    location.entries === U16_MAX || location.size === U32_MAX || location.offset === U32_MAX;
  if (!zip64) {
    // A split archive names other disks; an upload is one file.
    if (tail.readUInt16LE(end + 4) !== 0 || tail.readUInt16LE(end + 6) !== 0) fail('split');
    if (location.entries !== tail.readUInt16LE(end + 8)) fail('split');
    return location;
  }
  // ZIP64: a locator right before the end record points to the 64-bit end record.
  const locatorAt = tailStart + end - ZIP64_LOCATOR_SIZE;
  if (locatorAt < 0) fail('no zip64 locator');
  const locator = await source.read(locatorAt, ZIP64_LOCATOR_SIZE);
  if (locator.readUInt32LE(0) !== ZIP64_LOCATOR_SIGNATURE) fail('no zip64 locator');
  const recordAt = safeNumber(locator.readBigUInt64LE(8));
  if (recordAt + ZIP64_END_SIZE > locatorAt) fail('zip64 end record out of place');
  const record = await source.read(recordAt, ZIP64_END_SIZE);
  if (record.readUInt32LE(0) !== ZIP64_END_SIGNATURE) fail('no zip64 end record');
  return {
    entries: safeNumber(record.readBigUInt64LE(32)),
    size: safeNumber(record.readBigUInt64LE(40)),
    offset: safeNumber(record.readBigUInt64LE(48)),
  };
}

type EntrySizes = Pick<ZipEntry, 'uncompressedSize' | 'compressedSize' | 'localHeaderOffset'>;

/** Sizes of 0xFFFFFFFF stand in the ZIP64 extra field, in this order, each 8 bytes. */
function zip64Sizes(extra: Buffer, sizes: EntrySizes): EntrySizes {
  const wanted = (['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const).filter(
    (field) => sizes[field] === U32_MAX,
  );
  if (wanted.length === 0) return sizes;
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (at + 4 + length > extra.length) break;
    if (id === ZIP64_EXTRA_ID) {
      if (length < wanted.length * 8) fail('short zip64 extra field');
      const result = { ...sizes };
      wanted.forEach((field, index) => {
        result[field] = safeNumber(extra.readBigUInt64LE(at + 4 + index * 8));
      });
      return result;
    }
    at += 4 + length;
  }
  return fail('missing zip64 extra field');
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) fail('offset too large');
  return Number(value);
}

/**
 * The uncompressed bytes of `entry`, at most `maxBytes` of them (a larger entry, or one that
 * inflates to more than it claims, is refused before it fills memory). Throws `NotAZipError`.
 */
export async function readZipEntry(
  source: RandomAccess,
  entry: ZipEntry,
  maxBytes: number,
): Promise<Buffer> {
  if (entry.encrypted) fail('encrypted entry');
  if (entry.uncompressedSize > maxBytes) fail('entry too large');
  if (entry.localHeaderOffset + LOCAL_HEADER_SIZE > source.size) fail('local header out of file');
  const header = await source.read(entry.localHeaderOffset, LOCAL_HEADER_SIZE);
  if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) fail('bad local header');
  // The local header's own name and extra lengths may differ from the directory's.
  const dataStart =
    entry.localHeaderOffset + LOCAL_HEADER_SIZE + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (dataStart + entry.compressedSize > source.size) fail('entry data out of file');
  const data =
    entry.compressedSize === 0
      ? Buffer.alloc(0)
      : await source.read(dataStart, entry.compressedSize);
  let content: Buffer;
  if (entry.method === 0) {
    content = data;
  } else if (entry.method === 8) {
    try {
      // Never more than the directory declared (itself at most `maxBytes`).
      content = inflateRawSync(data, { maxOutputLength: Math.max(entry.uncompressedSize, 1) });
    } catch {
      return fail('entry does not inflate');
    }
  } else {
    return fail(`compression method ${entry.method}`);
  }
  if (content.length !== entry.uncompressedSize) fail('entry size does not match');
  return content;
}
