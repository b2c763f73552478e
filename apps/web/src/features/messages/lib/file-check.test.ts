import { MESSAGE_FILE_MAX_BYTES, conversationMessages as m } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import { addFiles, fileProblem, fileSizeText } from './file-check.ts';

const file = (name: string, type: string, size = 10) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('the attachment checks', () => {
  it('accepts the contract’s types, by MIME type or, without one, by extension', () => {
    expect(fileProblem(file('a.pdf', 'application/pdf'))).toBeNull();
    expect(fileProblem(file('b.docx', ''))).toBeNull();
    expect(fileProblem(file('c.webp', 'image/webp'))).toBeNull();
    expect(fileProblem(file('d.gif', 'image/gif'))).toBe(m.fileType);
    expect(fileProblem(file('e.pdf', 'text/html'))).toBe(m.fileType);
  });

  it('refuses empty and too large files', () => {
    expect(fileProblem(file('a.pdf', 'application/pdf', 0))).toBe(m.fileEmpty);
    expect(fileProblem(file('a.pdf', 'application/pdf', MESSAGE_FILE_MAX_BYTES + 1))).toBe(
      m.fileTooLarge,
    );
  });

  it('keeps at most five files and reports the first problem', () => {
    const pdfs = Array.from({ length: 4 }, (_, i) => file(`${i}.pdf`, 'application/pdf'));
    const result = addFiles(pdfs, [
      file('x.exe', 'application/x-msdownload'),
      file('5.pdf', 'application/pdf'),
      file('6.pdf', 'application/pdf'),
    ]);
    expect(result.files.map((f) => f.name)).toEqual(['0.pdf', '1.pdf', '2.pdf', '3.pdf', '5.pdf']);
    expect(result.problem).toBe(`x.exe: ${m.fileType}`);
    expect(addFiles(result.files, [file('7.pdf', 'application/pdf')]).problem).toBe(m.tooManyFiles);
  });

  it('writes sizes in kB and MB', () => {
    expect(fileSizeText(300)).toBe('1 kB');
    expect(fileSizeText(310 * 1024)).toBe('310 kB');
    expect(fileSizeText(2.5 * 1024 * 1024)).toBe('2,5 MB');
  });
});
