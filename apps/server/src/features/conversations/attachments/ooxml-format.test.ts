import { describe, expect, it } from 'vitest';
import {
  contentTypesXml,
  sampleExecutable,
  sampleOffice,
  samplePdf,
  zipOf,
} from '../../../testing/document-samples.ts';
import { sampleImage } from '../../../testing/media-samples.ts';
import { sniffAttachment } from './attachment-types.ts';
import { ooxmlFormatOf } from './ooxml-format.ts';
import type { RandomAccess } from './zip-directory.ts';

/*
 * The content check of attachments without a server: the first bytes, and which Office document
 * a ZIP is by its package's content types (issue 26).
 */

/** Random access to a buffer that counts what was read. */
function inMemory(bytes: Buffer): RandomAccess & { bytesRead: number } {
  const source = {
    size: bytes.length,
    bytesRead: 0,
    async read(start: number, length: number) {
      if (start < 0 || start + length > bytes.length) throw new Error('read past the end');
      source.bytesRead += length;
      return bytes.subarray(start, start + length);
    },
  };
  return source;
}

const formatOf = (bytes: Buffer) => ooxmlFormatOf(inMemory(bytes));

const DOCX_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

describe('sniffAttachment', () => {
  it('recognises PDF, ZIP and the three pictures by their first bytes', async () => {
    expect(sniffAttachment(samplePdf())).toBe('pdf');
    expect(sniffAttachment(await sampleOffice('docx'))).toBe('zip');
    expect(sniffAttachment(await sampleImage('jpeg'))).toBe('jpeg');
    expect(sniffAttachment(await sampleImage('png'))).toBe('png');
    expect(sniffAttachment(await sampleImage('webp'))).toBe('webp');
  });

  it('recognises nothing else: an executable, a web page, text, a video, too few bytes', () => {
    expect(sniffAttachment(sampleExecutable())).toBeUndefined();
    expect(
      sniffAttachment(Buffer.from('<!doctype html><script>alert(1)</script>')),
    ).toBeUndefined();
    expect(sniffAttachment(Buffer.from('zwykły tekst, nie PDF'))).toBeUndefined();
    expect(sniffAttachment(Buffer.from('\0\0\0\x18ftypmp42\0\0\0\0', 'latin1'))).toBeUndefined();
    expect(sniffAttachment(Buffer.from('%PDF'))).toBeUndefined();
    expect(sniffAttachment(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});

describe('ooxmlFormatOf', () => {
  it('tells DOCX, XLSX and PPTX apart by the main part’s content type', async () => {
    expect(await formatOf(await sampleOffice('docx'))).toBe('docx');
    expect(await formatOf(await sampleOffice('xlsx'))).toBe('xlsx');
    expect(await formatOf(await sampleOffice('pptx'))).toBe('pptx');
  });

  it('reads stored entries, ZIP64 archives and an archive comment', async () => {
    expect(await formatOf(await sampleOffice('xlsx', { stored: true }))).toBe('xlsx');
    expect(await formatOf(await sampleOffice('pptx', { zip64: true }))).toBe('pptx');
    const main = 'word/document.xml';
    const commented = await zipOf(
      { '[Content_Types].xml': contentTypesXml(main, DOCX_MAIN), [main]: '<w:document/>' },
      { comment: 'Utworzono w edytorze' },
    );
    expect(await formatOf(commented)).toBe('docx');
  });

  it('refuses archives that are no accepted document', async () => {
    const main = 'word/document.xml';
    const cases: [string, Promise<Buffer>][] = [
      ['a plain ZIP', zipOf({ 'zdjecie.txt': 'nie dokument' })],
      [
        'a macro-enabled document',
        sampleOffice('docx', {
          mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml',
        }),
      ],
      [
        'a template',
        sampleOffice('docx', {
          mainType:
            'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
        }),
      ],
      [
        'a main part the archive lacks',
        zipOf({ '[Content_Types].xml': contentTypesXml(main, DOCX_MAIN) }),
      ],
      [
        'two main parts',
        zipOf({
          '[Content_Types].xml': contentTypesXml(main, DOCX_MAIN).replace(
            '</Types>',
            '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
          ),
          [main]: '<w:document/>',
          'xl/workbook.xml': '<workbook/>',
        }),
      ],
    ];
    for (const [what, archive] of cases) {
      expect(await formatOf(await archive), what).toBeUndefined();
    }
  });

  it('refuses broken archives without throwing', async () => {
    const docx = await sampleOffice('docx');
    expect(await formatOf(docx.subarray(0, docx.length - 10)), 'cut short').toBeUndefined();
    expect(
      await formatOf(Buffer.concat([docx, Buffer.from('trailing')])),
      'bytes after the end',
    ).toBeUndefined();
    expect(await formatOf(Buffer.from('PK\x03\x04', 'latin1')), 'a header only').toBeUndefined();
    expect(await formatOf(Buffer.alloc(0)), 'nothing').toBeUndefined();
    // The directory says the content types are 10 bytes; they inflate to more.
    const lying = Buffer.from(docx);
    // The first directory entry is the content types' (added first); its uncompressed size.
    const first = lying.indexOf(Buffer.from('PK\x01\x02', 'latin1'));
    expect(first).toBeGreaterThan(0);
    lying.writeUInt32LE(10, first + 24);
    expect(await formatOf(lying), 'a lying size').toBeUndefined();
  });

  it('bounds what a crafted package costs: large content types are not inflated', async () => {
    const main = 'word/document.xml';
    // Compresses to a few kilobytes, inflates to 2 MB: refused by its declared size.
    const padded = contentTypesXml(main, DOCX_MAIN).replace(
      '</Types>',
      `<!--${' '.repeat(2 * 1024 * 1024)}--></Types>`,
    );
    const archive = await zipOf({ '[Content_Types].xml': padded, [main]: '<w:document/>' });
    expect(archive.length).toBeLessThan(64 * 1024);
    const source = inMemory(archive);
    expect(await ooxmlFormatOf(source)).toBeUndefined();
    expect(source.bytesRead).toBeLessThan(archive.length + 1024);
  });

  it('reads only the end, the directory and the content types of a large package', async () => {
    const filler = Buffer.alloc(4 * 1024 * 1024, 7);
    const main = 'word/document.xml';
    const archive = await zipOf(
      {
        '[Content_Types].xml': contentTypesXml(main, DOCX_MAIN),
        [main]: '<w:document/>',
        'word/media/image1.png': filler,
      },
      { stored: true },
    );
    const source = inMemory(archive);
    expect(await ooxmlFormatOf(source)).toBe('docx');
    expect(source.bytesRead).toBeLessThan(80 * 1024);
  });
});
