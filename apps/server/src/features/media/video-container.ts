/**
 * The top-level structure of an uploaded video, checked while it streams to storage (ADR 008,
 * amendment of issue 24). The magic bytes only say how a file starts; an `ftyp` box followed by
 * an HTML page passes them. This walks the container's box (MP4, MOV) or chunk (AVI) headers
 * from the first byte to the last and refuses a file whose headers do not tile it exactly.
 *
 * Only headers are read: each walk names the few bytes it needs next, and everything in between
 * (the media data) passes by without being kept, so a 50 MB upload costs a few bytes of state.
 */

/** A structural fault: the upload answers 400 `Niepoprawny format pliku` (the reason is for tests). */
export class ContainerError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ContainerError';
  }
}

export type VideoFormat = 'mp4' | 'mov' | 'avi';

/** The file told in pieces, in order; a fault throws `ContainerError` as soon as it shows. */
export interface ContainerCheck {
  push(chunk: Buffer): void;
  /** The file ended: throws unless its structure is complete. */
  end(): void;
}

/**
 * More headers than any real file of 50 MB has (a fragmented MP4 has two per fragment). Without a
 * bound a file of 8-byte boxes would make six million steps of work.
 */
export const MAX_CONTAINER_HEADERS = 100_000;

/** `length` bytes at offset `at`; a walk asks for them in increasing order only. */
interface Want {
  at: number;
  length: number;
}

/**
 * One format's rules, written as if reading the file at will: it yields what it wants to read
 * next and receives the bytes, fewer than asked (or none) where the file ends.
 */
type Walk = Generator<Want, void, Buffer>;

export function containerCheck(format: VideoFormat): ContainerCheck {
  return new StreamedWalk(format === 'avi' ? aviWalk() : isoBmffWalk());
}

/** Whether the four bytes at `offset` are a printable ASCII four-character code. */
function isFourCc(bytes: Buffer, offset: number): boolean {
  for (let i = offset; i < offset + 4; i++) {
    const byte = bytes[i];
    if (byte === undefined || byte < 0x20 || byte > 0x7e) return false;
  }
  return true;
}

const fourCc = (bytes: Buffer, offset: number) => bytes.toString('latin1', offset, offset + 4);

/**
 * ISO base media (MP4) and QuickTime (MOV): top-level boxes of a 32-bit big-endian size (the
 * header included) and a type. Size 1 means a 64-bit size follows the type; size 0 means "to the
 * end of the file", so that box is the last. The first box is `ftyp` (the sniffer already
 * demands it: QuickTime files from before 2001 that start with `moov` or `mdat` are refused),
 * and a `moov` box must be among them, since without it nothing can be played.
 */
function* isoBmffWalk(): Walk {
  let at = 0;
  let sawMoov = false;
  for (let index = 0; ; index++) {
    const header = yield { at, length: 8 };
    // The previous box ended exactly where the file ends.
    if (header.length === 0 && index > 0) break;
    if (header.length < 8) throw new ContainerError(`box header cut off at ${at}`);
    if (!isFourCc(header, 4)) throw new ContainerError(`box type not printable at ${at}`);
    const type = fourCc(header, 4);
    if (index === 0 && type !== 'ftyp') throw new ContainerError('the first box is not ftyp');
    if (type === 'moov') sawMoov = true;
    let size = header.readUInt32BE(0);
    let headerLength = 8;
    if (size === 0) break;
    if (size === 1) {
      const large = yield { at: at + 8, length: 8 };
      if (large.length < 8) throw new ContainerError(`64-bit box size cut off at ${at}`);
      const largeSize = large.readBigUInt64BE(0);
      // Far past any upload limit: such a box cannot end inside the file.
      if (largeSize > BigInt(Number.MAX_SAFE_INTEGER)) {
        throw new ContainerError(`box at ${at} larger than any file`);
      }
      size = Number(largeSize);
      headerLength = 16;
    }
    // `ftyp` holds a major brand, a minor version and whole compatible brands; `uuid` its
    // 16-byte extended type.
    const minimum = headerLength + (type === 'ftyp' ? 8 : type === 'uuid' ? 16 : 0);
    if (size < minimum) throw new ContainerError(`box ${type} at ${at} smaller than its header`);
    if (type === 'ftyp' && (size - headerLength) % 4 !== 0) {
      throw new ContainerError('ftyp does not hold whole brands');
    }
    at += size;
  }
  if (!sawMoov) throw new ContainerError('no moov box');
}

/**
 * AVI: one RIFF chunk (`RIFF`, a 32-bit little-endian size, the form `AVI `) that the file ends
 * with (after one pad byte when its size is odd), holding chunks of a four-character id, a size
 * and the data padded to an even length, which tile the RIFF's data exactly. A `LIST` chunk
 * names its list type in its first four bytes. The `hdrl` list (the headers, starting with the
 * `avih` main header) and the `movi` list (the frames) must both be there. OpenDML's `AVIX`
 * extension chunks after the first RIFF start only past 1 GB, far over the upload limit, and
 * are refused like any trailing data.
 */
function* aviWalk(): Walk {
  const riff = yield { at: 0, length: 12 };
  if (riff.length < 12 || fourCc(riff, 0) !== 'RIFF' || fourCc(riff, 8) !== 'AVI ') {
    throw new ContainerError('not a RIFF AVI header');
  }
  const riffSize = riff.readUInt32LE(4);
  const riffEnd = 8 + riffSize;
  let at = 12;
  let sawHeaders = false;
  let sawFrames = false;
  while (at < riffEnd) {
    if (riffEnd - at < 8) throw new ContainerError(`chunk header at ${at} crosses the RIFF end`);
    const header = yield { at, length: 8 };
    if (header.length < 8) throw new ContainerError('the file ends before its RIFF size');
    if (!isFourCc(header, 0)) throw new ContainerError(`chunk id not printable at ${at}`);
    const id = fourCc(header, 0);
    const size = header.readUInt32LE(4);
    const dataEnd = at + 8 + size;
    if (dataEnd > riffEnd) throw new ContainerError(`chunk ${id} at ${at} crosses the RIFF end`);
    if (id === 'LIST') {
      if (size < 4) throw new ContainerError(`LIST at ${at} without a list type`);
      const listType = yield { at: at + 8, length: 4 };
      if (listType.length < 4) throw new ContainerError('the file ends inside a LIST');
      if (!isFourCc(listType, 0)) throw new ContainerError(`list type not printable at ${at}`);
      const type = fourCc(listType, 0);
      if (type === 'hdrl') {
        if (size < 12) throw new ContainerError('hdrl without its main header');
        const main = yield { at: at + 12, length: 8 };
        if (main.length < 8) throw new ContainerError('the file ends inside hdrl');
        if (fourCc(main, 0) !== 'avih') throw new ContainerError('hdrl does not start with avih');
        if (at + 20 + main.readUInt32LE(4) > dataEnd) {
          throw new ContainerError('avih crosses the end of hdrl');
        }
        sawHeaders = true;
      }
      if (type === 'movi') sawFrames = true;
    }
    // Word alignment: an odd chunk is followed by a pad byte. When the last chunk ends exactly at
    // the RIFF end, the pad may have been left out of the RIFF size: then it ends the loop.
    at = dataEnd + (size % 2);
  }
  if (!sawHeaders) throw new ContainerError('no hdrl list');
  if (!sawFrames) throw new ContainerError('no movi list');
  const rest = yield { at: riffEnd, length: 2 };
  // Nothing after the RIFF chunk but its own pad byte.
  if (rest.length > riffEnd % 2) throw new ContainerError('data after the RIFF chunk');
}

/** Feeds a walk from a stream: collects the bytes it asks for, skips the rest. */
class StreamedWalk implements ContainerCheck {
  /** Bytes of the file received so far. */
  private received = 0;
  /** Where the bytes already handed to the walk end: it may not ask before this. */
  private cursor = 0;
  private want: Want | undefined;
  private parts: Buffer[] = [];
  private collected = 0;
  private steps = 0;

  constructor(private readonly walk: Walk) {
    this.next(walk.next());
  }

  push(chunk: Buffer): void {
    const chunkStart = this.received;
    this.received += chunk.length;
    while (this.want) {
      const from = this.want.at + this.collected;
      if (from >= this.received) return;
      // Not before chunkStart: a want that began earlier collected up to it already.
      const begin = from - chunkStart;
      const part = chunk.subarray(begin, begin + this.want.length - this.collected);
      this.parts.push(part);
      this.collected += part.length;
      if (this.collected < this.want.length) return;
      this.answer();
    }
  }

  end(): void {
    while (this.want) {
      // A size pointed past the end of the file (not just at it).
      if (this.want.at > this.received) {
        throw new ContainerError(`a box or chunk ends past the end of the file (${this.want.at})`);
      }
      this.answer();
    }
  }

  /** Hands the collected bytes (a copy: the chunks they came from are not kept) to the walk. */
  private answer(): void {
    const bytes = Buffer.concat(this.parts);
    this.parts = [];
    this.collected = 0;
    this.next(this.walk.next(bytes));
  }

  private next(result: IteratorResult<Want, void>): void {
    if (result.done) {
      this.want = undefined;
      return;
    }
    const want = result.value;
    // The walks only move forward; a step back would ask for bytes already gone.
    if (want.at < this.cursor || want.length <= 0) throw new Error('a container walk stepped back');
    this.cursor = want.at + want.length;
    this.steps += 1;
    if (this.steps > MAX_CONTAINER_HEADERS) throw new ContainerError('too many boxes or chunks');
    this.want = want;
  }
}
