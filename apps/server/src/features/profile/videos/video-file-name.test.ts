import { describe, expect, it } from 'vitest';
import { DEFAULT_VIDEO_FILE_NAME, VIDEO_FILE_NAME_MAX, videoFileName } from './video-file-name.ts';

describe('videoFileName', () => {
  it('keeps an ordinary name, Polish letters included', () => {
    expect(videoFileName('Prezentacja żółw.mp4')).toBe('Prezentacja żółw.mp4');
    expect(videoFileName('My video')).toBe('My video');
  });

  it('keeps the last path segment only', () => {
    expect(videoFileName('/home/jan/filmy/oferta.mov')).toBe('oferta.mov');
    expect(videoFileName('C:\\Users\\jan\\oferta.avi')).toBe('oferta.avi');
  });

  it('removes control characters and bidi overrides, collapses whitespace', () => {
    expect(videoFileName('a\u0000b\u0007c\u202ed.mp4')).toBe('abcd.mp4');
    expect(videoFileName('  dwa\t\tsłowa  .mp4 ')).toBe('dwa słowa .mp4');
  });

  it('cuts long names by characters, not bytes', () => {
    expect(videoFileName('ą'.repeat(VIDEO_FILE_NAME_MAX + 5))).toBe(
      'ą'.repeat(VIDEO_FILE_NAME_MAX),
    );
  });

  it('falls back to wideo when nothing usable is left', () => {
    for (const sent of [undefined, '', '   ', '\u0001', '..', 'folder/', '.']) {
      expect(videoFileName(sent)).toBe(DEFAULT_VIDEO_FILE_NAME);
    }
  });
});
