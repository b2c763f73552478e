import { describe, expect, it } from 'vitest';
import { sampleVideo } from '../../testing/media-samples.ts';
import {
  ContainerError,
  containerCheck,
  MAX_CONTAINER_HEADERS,
  type VideoFormat,
} from './video-container.ts';

/** An ISO BMFF box: 32-bit size, type, payload (or `size` bytes of zeros). */
function box(type: string, payload: Buffer | number = 0, size?: number): Buffer {
  const body = typeof payload === 'number' ? Buffer.alloc(payload) : payload;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size ?? 8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A box with a 64-bit size (size field 1). */
function largeBox(type: string, payload: number, largeSize = 16 + payload): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(BigInt(largeSize), 8);
  return Buffer.concat([header, Buffer.alloc(payload)]);
}

const ftyp = (brand = 'isom') =>
  box('ftyp', Buffer.from(`${brand}\0\0\x02\0${brand}mp41`, 'latin1'));
const moov = () => box('moov', box('mvhd', 100));

/** A RIFF chunk: id, 32-bit little-endian size, data, a pad byte when the size is odd. */
function chunk(id: string, data: Buffer | number, { pad = true, size }: ChunkOptions = {}) {
  const body = typeof data === 'number' ? Buffer.alloc(data) : data;
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(size ?? body.length, 4);
  return Buffer.concat([header, body, Buffer.alloc(pad ? body.length % 2 : 0)]);
}
interface ChunkOptions {
  pad?: boolean;
  size?: number;
}
const list = (type: string, ...chunks: Buffer[]) =>
  chunk('LIST', Buffer.concat([Buffer.from(type, 'latin1'), ...chunks]));
const hdrl = () => list('hdrl', chunk('avih', 56), list('strl', chunk('strh', 56)));
const movi = (frames = 3) =>
  list('movi', ...Array.from({ length: frames }, (_, i) => chunk('00dc', 101 + i)));
/** `RIFF`, the size of what follows it, `AVI `, the chunks. */
function riff(chunks: Buffer[], size?: number): Buffer {
  const body = Buffer.concat([Buffer.from('AVI ', 'latin1'), ...chunks]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(size ?? body.length, 4);
  return Buffer.concat([header, body]);
}

/** Feeds `bytes` in pieces of `piece` bytes; the reason of the refusal, undefined if accepted. */
function refusal(format: VideoFormat, bytes: Buffer, piece = bytes.length || 1) {
  const check = containerCheck(format);
  try {
    for (let i = 0; i < bytes.length; i += piece) check.push(bytes.subarray(i, i + piece));
    check.end();
    return undefined;
  } catch (error) {
    if (error instanceof ContainerError) return error.message;
    throw error;
  }
}

/** The same verdict however the stream is cut (the walk must not depend on chunk borders). */
function verdict(format: VideoFormat, bytes: Buffer): string | undefined {
  const whole = refusal(format, bytes);
  for (const piece of [1, 3, 7, 8, 13, 4096]) {
    expect(refusal(format, bytes, piece), `pieces of ${piece}`).toBe(whole);
  }
  return whole;
}

describe('MP4 and MOV box structure', () => {
  it('accepts the test samples at every size the tests use', () => {
    for (const size of [64, 2048, 4096, 4097, 10_000]) {
      expect(verdict('mp4', sampleVideo('mp4', size))).toBeUndefined();
      expect(verdict('mov', sampleVideo('mov', size))).toBeUndefined();
    }
  });

  it('accepts the layouts real files have', () => {
    const layouts = [
      // A browser's MediaRecorder: fragmented, with a random access index at the end.
      [ftyp(), moov(), box('moof', 200), box('mdat', 5000), box('moof', 180), box('mdat', 3001)],
      [ftyp(), moov(), box('moof', 200), box('mdat', 5000), box('mfra', box('tfra', 20))],
      // The index last (no fast start), with free space and QuickTime's `wide`.
      [ftyp('qt  '), box('wide'), box('mdat', 7000), moov()],
      [ftyp(), box('free', 16), box('mdat', 100), moov(), box('udta', 12)],
      // A 64-bit mdat size, a `uuid` box, and a last box that runs to the end of the file.
      [ftyp(), moov(), largeBox('mdat', 1000)],
      [ftyp(), box('uuid', 16 + 4), moov()],
      [ftyp(), moov(), box('mdat', 5000, 0)],
    ];
    for (const layout of layouts) {
      expect(verdict('mp4', Buffer.concat(layout))).toBeUndefined();
    }
  });

  it('refuses an ftyp box followed by an HTML page (issue 24)', () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    expect(verdict('mp4', Buffer.concat([ftyp(), html]))).toMatch(/past the end|printable/);
    // Even with a real moov before it, the page is not a box.
    expect(verdict('mp4', Buffer.concat([ftyp(), moov(), html]))).toBeDefined();
  });

  it('refuses trailing data after the last box', () => {
    const video = Buffer.concat([ftyp(), moov(), box('mdat', 1000)]);
    for (const tail of [Buffer.alloc(1), Buffer.alloc(7), Buffer.alloc(8), Buffer.from('</>')]) {
      expect(verdict('mp4', Buffer.concat([video, tail]))).toBeDefined();
    }
  });

  it('refuses boxes that do not tile the file', () => {
    const cases: [string, Buffer[]][] = [
      ['size larger than the file', [ftyp(), moov(), box('mdat', 100, 5000)]],
      ['size smaller than a header', [ftyp(), box('mdat', 0, 4), moov()]],
      ['unprintable type', [ftyp(), box('mo\0v', 8), moov()]],
      ['a type past ASCII', [ftyp(), box('\xa9too', 8), moov()]],
      ['64-bit size smaller than its header', [ftyp(), moov(), largeBox('mdat', 0, 12)]],
      ['64-bit size past the file', [ftyp(), moov(), largeBox('mdat', 10, 2 ** 40)]],
      ['64-bit size past any number', [ftyp(), moov(), largeBox('mdat', 10, 2 ** 60)]],
      ['uuid without its extended type', [ftyp(), box('uuid', 8), moov()]],
      ['ftyp without its minor version', [box('ftyp', Buffer.from('isom')), moov()]],
      ['ftyp with half a brand', [box('ftyp', Buffer.from('isom\0\0\0\0mp')), moov()]],
    ];
    for (const [name, layout] of cases) {
      expect(verdict('mp4', Buffer.concat(layout)), name).toBeDefined();
    }
    // A header cut off by the end of the file.
    const whole = Buffer.concat([ftyp(), moov(), box('mdat', 100)]);
    expect(verdict('mp4', Buffer.concat([whole, box('free')]).subarray(0, -3))).toMatch(/cut off/);
    expect(verdict('mp4', Buffer.concat([whole, largeBox('mdat', 0)]).subarray(0, -4))).toMatch(
      /cut off/,
    );
  });

  it('demands ftyp first and a moov box', () => {
    expect(verdict('mov', Buffer.concat([moov(), box('mdat', 100)]))).toMatch(/not ftyp/);
    expect(verdict('mp4', Buffer.concat([ftyp(), box('mdat', 100)]))).toMatch(/no moov/);
    expect(verdict('mp4', ftyp())).toMatch(/no moov/);
    // A box to the end of the file ends the walk: a moov behind it would be inside it.
    expect(verdict('mp4', Buffer.concat([ftyp(), box('mdat', 100, 0), moov()]))).toMatch(/no moov/);
    expect(verdict('mp4', Buffer.alloc(0))).toMatch(/cut off/);
  });

  it('refuses a wrong start at the first chunk, before the rest arrives', () => {
    const check = containerCheck('mov');
    expect(() => check.push(Buffer.concat([moov(), box('mdat', 100)]))).toThrow(ContainerError);
  });

  it(`refuses more than ${MAX_CONTAINER_HEADERS} boxes`, () => {
    const many = (count: number) =>
      Buffer.concat([
        ftyp(),
        moov(),
        Buffer.concat(Array.from({ length: count }, () => box('free'))),
      ]);
    expect(refusal('mp4', many(MAX_CONTAINER_HEADERS - 10))).toBeUndefined();
    expect(refusal('mp4', many(MAX_CONTAINER_HEADERS))).toMatch(/too many/);
  });
});

describe('AVI chunk structure', () => {
  it('accepts the test samples at every size the tests use', () => {
    for (const size of [128, 2048, 2049, 4096, 10_000]) {
      expect(verdict('avi', sampleVideo('avi', size))).toBeUndefined();
    }
  });

  it('accepts odd chunks with their pad bytes, JUNK and an index', () => {
    expect(verdict('avi', riff([hdrl(), chunk('JUNK', 3), movi(), chunk('idx1', 48)]))).toBe(
      undefined,
    );
    expect(verdict('avi', riff([chunk('JUNK', 12), hdrl(), movi(5)]))).toBeUndefined();
    // The last chunk's pad byte left out of the RIFF size, and then written after it or not.
    const frames = Buffer.concat([Buffer.from('movi'), chunk('00dc', 11, { pad: false })]);
    const unpadded = riff([hdrl(), chunk('LIST', frames, { pad: false })]);
    expect(unpadded.readUInt32LE(4) % 2).toBe(1);
    expect(verdict('avi', unpadded)).toBeUndefined();
    expect(verdict('avi', Buffer.concat([unpadded, Buffer.alloc(1)]))).toBeUndefined();
  });

  it('refuses an AVI header followed by anything else (issue 24)', () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const header = riff([]).subarray(0, 12);
    expect(verdict('avi', Buffer.concat([header, html]))).toBeDefined();
  });

  it('demands a RIFF size that matches the file', () => {
    const video = riff([hdrl(), movi()]);
    const declared = (size: number) => riff([hdrl(), movi()], size);
    expect(verdict('avi', declared(video.length - 8 + 100))).toMatch(/ends before|past the end/);
    expect(verdict('avi', declared(video.length - 8 - 20))).toBeDefined();
    expect(verdict('avi', Buffer.concat([video, Buffer.alloc(2)]))).toMatch(/after the RIFF/);
    expect(verdict('avi', Buffer.concat([video, riff([movi()])]))).toMatch(/after the RIFF/);
    expect(verdict('avi', declared(2))).toBeDefined();
  });

  it('refuses chunks that do not tile the RIFF', () => {
    const cases: [string, Buffer][] = [
      ['a chunk past the RIFF end', riff([hdrl(), movi(), chunk('idx1', 16, { size: 400 })])],
      ['an unprintable id', riff([hdrl(), chunk('JU\0K', 4), movi()])],
      ['a LIST without a type', riff([hdrl(), chunk('LIST', 2), movi()])],
      ['an unprintable list type', riff([hdrl(), list('\x01\x02\x03\x04'), movi()])],
      [
        'a missing pad byte in the middle',
        riff([hdrl(), chunk('JUNK', 3, { pad: false }), movi()]),
      ],
      ['half a chunk header at the RIFF end', riff([hdrl(), movi(), Buffer.from('idx1')])],
    ];
    for (const [name, bytes] of cases) expect(verdict('avi', bytes), name).toBeDefined();
  });

  it('demands hdrl starting with avih, and movi', () => {
    expect(verdict('avi', riff([movi()]))).toMatch(/no hdrl/);
    expect(verdict('avi', riff([hdrl()]))).toMatch(/no movi/);
    expect(verdict('avi', riff([list('hdrl', chunk('strh', 56)), movi()]))).toMatch(/avih/);
    expect(verdict('avi', riff([list('hdrl'), movi()]))).toMatch(/main header/);
    const avihTooLong = list('hdrl', chunk('avih', 8, { size: 56 }));
    expect(verdict('avi', riff([avihTooLong, movi()]))).toMatch(/avih/);
    expect(verdict('avi', Buffer.from('RIFF\x04\0\0\0WAVE', 'latin1'))).toMatch(/RIFF AVI/);
  });
});
