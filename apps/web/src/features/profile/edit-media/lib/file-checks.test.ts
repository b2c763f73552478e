import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import { fileProblem } from './file-checks.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('fileProblem for images', () => {
  it('accepts JPG, PNG and WEBP up to 3 MB', () => {
    expect(fileProblem(file('a.jpg', 'image/jpeg'), 'image')).toBeNull();
    expect(fileProblem(file('a.jpeg', 'image/jpeg'), 'image')).toBeNull();
    expect(fileProblem(file('a.png', 'image/png', MAX_IMAGE_BYTES), 'image')).toBeNull();
    expect(fileProblem(file('a.webp', 'image/webp'), 'image')).toBeNull();
  });

  it('says "Maksymalny rozmiar obrazu to 3MB" one byte past 3 MB', () => {
    expect(fileProblem(file('a.png', 'image/png', MAX_IMAGE_BYTES + 1), 'image')).toBe(
      'Maksymalny rozmiar obrazu to 3MB',
    );
  });

  it('says "Niepoprawny format pliku" for other formats, before the size', () => {
    expect(fileProblem(file('a.gif', 'image/gif'), 'image')).toBe('Niepoprawny format pliku');
    expect(fileProblem(file('a.txt', 'text/plain', MAX_IMAGE_BYTES * 2), 'image')).toBe(
      'Niepoprawny format pliku',
    );
    // A known wrong type is wrong whatever the name says.
    expect(fileProblem(file('a.png', 'text/plain'), 'image')).toBe('Niepoprawny format pliku');
    expect(fileProblem(file('a.mp4', 'video/mp4'), 'image')).toBe('Niepoprawny format pliku');
  });

  it('judges a file without a declared type by its extension', () => {
    expect(fileProblem(file('ZDJĘCIE.PNG', ''), 'image')).toBeNull();
    expect(fileProblem(file('plik', ''), 'image')).toBe('Niepoprawny format pliku');
    expect(fileProblem(file('a.bmp', 'application/octet-stream'), 'image')).toBe(
      'Niepoprawny format pliku',
    );
  });
});

describe('fileProblem for videos', () => {
  it('accepts MP4, MOV and AVI up to 50 MB', () => {
    expect(fileProblem(file('a.mp4', 'video/mp4', MAX_VIDEO_BYTES), 'video')).toBeNull();
    expect(fileProblem(file('a.mov', 'video/quicktime'), 'video')).toBeNull();
    expect(fileProblem(file('a.avi', 'video/x-msvideo'), 'video')).toBeNull();
    expect(fileProblem(file('a.mov', ''), 'video')).toBeNull();
  });

  it('says "Maksymalny rozmiar wideo to 50MB" one byte past 50 MB', () => {
    expect(fileProblem(file('a.mp4', 'video/mp4', MAX_VIDEO_BYTES + 1), 'video')).toBe(
      'Maksymalny rozmiar wideo to 50MB',
    );
  });

  it('says "Niepoprawny format pliku" for other formats', () => {
    expect(fileProblem(file('a.webm', 'video/webm'), 'video')).toBe('Niepoprawny format pliku');
    expect(fileProblem(file('a.png', 'image/png'), 'video')).toBe('Niepoprawny format pliku');
  });
});
