import { describe, expect, it } from 'vitest';
import { gallerySlides } from './gallery-slides.ts';

describe('gallerySlides', () => {
  it('keeps the title and the comment', () => {
    expect(
      gallerySlides([{ title: 'Kampania', info: 'Wzrost o 30%', src: '/a', thumbnail: '/t' }]),
    ).toEqual([
      {
        src: '/a',
        alt: 'Kampania',
        title: 'Kampania',
        description: 'Wzrost o 30%',
        thumbnail: '/t',
      },
    ]);
  });

  it('falls back to "Brak tytułu" and "Brak komentarza" for empty texts', () => {
    const [slide] = gallerySlides([{ title: ' ', info: '', src: '/a', thumbnail: '/t' }]);
    expect(slide?.title).toBe('Brak tytułu');
    expect(slide?.alt).toBe('Brak tytułu');
    expect(slide?.description).toBe('Brak komentarza');
  });
});
