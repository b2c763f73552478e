import { randomInt } from 'node:crypto';
import { validateHeaderValue } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_NAME_MAX, downloadFileName, inlineDisposition } from './content-disposition.ts';

/** What a well-formed value looks like: one quoted ASCII name, optionally one RFC 8187 name. */
const WELL_FORMED =
  /^inline; filename="[\x20-\x21\x23-\x24\x26-\x5b\x5d-\x7e]*"(?:; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+)?$/;

/** The exact name `filename*` carries (or the plain one when there is none). */
function nameOf(value: string): string {
  const extended = /filename\*=UTF-8''(.*)$/.exec(value)?.[1];
  return extended === undefined
    ? (/filename="(.*)"$/.exec(value)?.[1] ?? '')
    : decodeURIComponent(extended);
}

describe('inlineDisposition', () => {
  it('sends an ASCII name as it is, quoted', () => {
    expect(inlineDisposition('oferta-2025.mp4')).toBe('inline; filename="oferta-2025.mp4"');
    expect(inlineDisposition('My video.mp4')).toBe('inline; filename="My video.mp4"');
  });

  it('adds the exact name in UTF-8 when the ASCII one lost something', () => {
    expect(inlineDisposition('Zażółć gęślą jaźń.mov')).toBe(
      `inline; filename="Zazolc gesla jazn.mov"; filename*=UTF-8''Za%C5%BC%C3%B3%C5%82%C4%87%20g%C4%99%C5%9Bl%C4%85%20ja%C5%BA%C5%84.mov`,
    );
    expect(nameOf(inlineDisposition('ŁÓDŹ – 50%.avi'))).toBe('ŁÓDŹ – 50%.avi');
    expect(inlineDisposition('ŁÓDŹ – 50%.avi')).toMatch(/^inline; filename="LODZ _ 50_.avi"; /);
    // Characters RFC 8187 does not allow unencoded, though encodeURIComponent keeps them.
    expect(inlineDisposition("ż'(b)*.mp4")).toBe(
      `inline; filename="z'(b)*.mp4"; filename*=UTF-8''%C5%BC%27%28b%29%2A.mp4`,
    );
  });

  it('cannot be made to end the header, add one, or add a parameter', () => {
    for (const name of [
      'a"; filename=b.html',
      'a\r\nSet-Cookie: token=1',
      'a\nb',
      'a\\"b',
      '%22%0D%0A',
      '\u0000\u001f\u007f\u0085\u2028',
      '"',
      '',
    ]) {
      const value = inlineDisposition(name);
      expect(value, JSON.stringify(name)).toMatch(WELL_FORMED);
      expect(() => validateHeaderValue('content-disposition', value)).not.toThrow();
      expect(nameOf(value), JSON.stringify(name)).toBe(name);
    }
  });

  it('is well formed for any text (random names)', () => {
    for (let i = 0; i < 500; i++) {
      const codePoints = Array.from({ length: randomInt(0, 40) }, () =>
        // Mostly the first planes (ASCII, Latin, controls), sometimes anything.
        randomInt(0, 10) < 8 ? randomInt(0, 0x800) : randomInt(0, 0x110000),
      );
      // Lone surrogates are not text; a name is a JavaScript string made of real characters.
      const name = String.fromCodePoint(...codePoints.filter((c) => c < 0xd800 || c > 0xdfff));
      const value = inlineDisposition(name);
      expect(value, JSON.stringify(name)).toMatch(WELL_FORMED);
      expect(nameOf(value)).toBe(name);
    }
  });
});

describe('downloadFileName', () => {
  it('keeps the uploaded name and gives it the stored extension', () => {
    expect(downloadFileName('Prezentacja.mp4', 'mp4')).toBe('Prezentacja.mp4');
    expect(downloadFileName('Film.MP4', 'mp4')).toBe('Film.mp4');
    expect(downloadFileName('film.avi', 'mov')).toBe('film.mov');
    expect(downloadFileName('oferta.html', 'mp4')).toBe('oferta.mp4');
    expect(downloadFileName('My video', 'mp4')).toBe('My video.mp4');
    expect(downloadFileName('wersja 2.0 final.mov', 'mov')).toBe('wersja 2.0 final.mov');
    expect(downloadFileName('Żółw.mp4', 'mp4')).toBe('Żółw.mp4');
  });

  it('falls back to wideo or obraz when there is no usable name', () => {
    for (const sent of [undefined, '', '   ', '.', '..', '.mp4', '\u202e', 'C:\\\\']) {
      expect(downloadFileName(sent, 'mp4'), JSON.stringify(sent)).toBe('wideo.mp4');
    }
    expect(downloadFileName(undefined, 'avi')).toBe('wideo.avi');
    expect(downloadFileName(undefined, 'webp')).toBe('obraz.webp');
  });

  it('drops paths, control and bidi characters, leading dots; cuts long names', () => {
    expect(downloadFileName('C:\\Users\\jan\\oferta.mov', 'mov')).toBe('oferta.mov');
    expect(downloadFileName('../../etc/passwd', 'mp4')).toBe('passwd.mp4');
    expect(downloadFileName('..oferta.mp4', 'mp4')).toBe('oferta.mp4');
    expect(downloadFileName('.bashrc', 'mp4')).toBe('wideo.mp4');
    expect(downloadFileName('a\u202egnp.mp4', 'mp4')).toBe('agnp.mp4');
    expect(downloadFileName('a\r\nb\tc\u0000d.mp4', 'mp4')).toBe('a b cd.mp4');
    const long = downloadFileName(`${'ż'.repeat(300)}.mp4`, 'mp4');
    expect(Array.from(long)).toHaveLength(DOWNLOAD_NAME_MAX + '.mp4'.length);
  });
});
