import { describe, expect, it } from 'vitest';
import { linkMail } from './link-mail.ts';

describe('linkMail', () => {
  it('lays out greeting, paragraphs, link, notes and signature in text and HTML', () => {
    const mail = linkMail('ola@firma.pl', {
      subject: 'Temat',
      paragraphs: ['Pierwszy.', 'Drugi.'],
      action: 'Otwórz',
      link: 'https://handlowo.pl/a?b=1&c=2',
      notes: ['Ważny 1 dzień.', 'Zignoruj, jeśli to nie Ty.'],
    });
    expect(mail).toMatchObject({ to: 'ola@firma.pl', subject: 'Temat' });
    expect(mail.text).toBe(
      'Dzień dobry,\n\nPierwszy.\nDrugi.\nOtwórz: https://handlowo.pl/a?b=1&c=2\n\n' +
        'Ważny 1 dzień.\nZignoruj, jeśli to nie Ty.\n\nZespół Handlowo',
    );
    expect(mail.html).toContain('<a href="https://handlowo.pl/a?b=1&#38;c=2">Otwórz</a>');
    expect(mail.html).toContain('<p>Ważny 1 dzień.<br>Zignoruj, jeśli to nie Ty.</p>');
  });

  it('leaves out the notes paragraph when there are none and escapes every text', () => {
    const mail = linkMail('a@b.pl', {
      subject: 'S',
      paragraphs: ['<script>alert("x")</script>'],
      action: 'Idź',
      link: 'https://handlowo.pl/"x',
    });
    expect(mail.text).toBe(
      'Dzień dobry,\n\n<script>alert("x")</script>\nIdź: https://handlowo.pl/"x\n\nZespół Handlowo',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://handlowo.pl/&#34;x"');
    expect(mail.html.match(/<p>/g)).toHaveLength(4);
  });
});
