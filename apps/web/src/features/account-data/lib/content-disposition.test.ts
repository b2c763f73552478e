import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition.ts';

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="handlowo-dane-12-2026-11-24.zip"', 'handlowo-dane-12-2026-11-24.zip'],
    ['attachment; filename=handlowo-dane-12-2026-11-24.zip', 'handlowo-dane-12-2026-11-24.zip'],
    ['ATTACHMENT;FILENAME="dane.zip"', 'dane.zip'],
    ['attachment; filename="a \\"cytat\\".zip"', 'a "cytat".zip'],
    // filename* (RFC 5987) wins, in either order.
    [
      `attachment; filename="dane.zip"; filename*=UTF-8''dane-%C5%81%C3%B3d%C5%BA.zip`,
      'dane-Łódź.zip',
    ],
    [`attachment; filename*=utf-8''dane%20kopia.zip; filename="dane.zip"`, 'dane kopia.zip'],
    // A broken or foreign-charset filename* falls back to filename.
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="dane.zip"`, 'dane.zip'],
    [`attachment; filename*=iso-8859-1''dane.zip; filename="inne.zip"`, 'inne.zip'],
    // Never a path: the last segment only.
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\dane.zip"', 'dane.zip'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it.each([
    [null],
    [''],
    ['attachment'],
    ['inline; name="dane.zip"'],
    ['attachment; filename=""'],
    ['attachment; filename=".."'],
  ])('%s → null', (header) => {
    expect(fileNameFromContentDisposition(header)).toBeNull();
  });
});
