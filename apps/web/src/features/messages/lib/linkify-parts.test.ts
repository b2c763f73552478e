import { describe, expect, it } from 'vitest';
import { linkifyParts } from './linkify-parts.ts';

describe('linkifyParts', () => {
  it('cuts the text into plain parts and links with safe targets', () => {
    expect(linkifyParts('Oferta: https://example.com/a?b=1. Pisz na ala@firma.pl')).toEqual([
      { kind: 'text', text: 'Oferta: ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Pisz na ' },
      { kind: 'link', text: 'ala@firma.pl', href: 'mailto:ala@firma.pl' },
    ]);
  });

  it('gives a bare domain https and leaves scripts and markup as text', () => {
    expect(linkifyParts('www.handlowo.pl')).toEqual([
      { kind: 'link', text: 'www.handlowo.pl', href: 'https://www.handlowo.pl' },
    ]);
    const text = 'javascript:alert(1) <a href="x">y</a>';
    expect(
      linkifyParts(text).every((part) => part.kind === 'text' || part.href.startsWith('http')),
    ).toBe(true);
    expect(
      linkifyParts(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});
