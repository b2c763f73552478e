import { describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../testing/media-samples.ts';
import { sniff } from './sniff.ts';

describe('sniff', () => {
  it('recognises every accepted type by its first bytes', async () => {
    expect(sniff(await sampleImage('jpeg'))).toMatchObject({ kind: 'image', format: 'jpeg' });
    expect(sniff(await sampleImage('png'))).toMatchObject({ kind: 'image', format: 'png' });
    expect(sniff(await sampleImage('webp'))).toMatchObject({ kind: 'image', format: 'webp' });
    expect(sniff(sampleVideo('mp4'))).toEqual({ kind: 'video', format: 'mp4', extension: 'mp4' });
    expect(sniff(sampleVideo('mov'))).toEqual({ kind: 'video', format: 'mov', extension: 'mov' });
    expect(sniff(sampleVideo('avi'))).toEqual({ kind: 'video', format: 'avi', extension: 'avi' });
  });

  it('stores every image as WebP', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      expect(sniff(await sampleImage(format))?.extension).toBe('webp');
    }
  });

  it('refuses anything else, and headers too short to tell', () => {
    const riff = (form: string) => Buffer.from(`RIFF\0\0\0\0${form}`, 'latin1');
    for (const bytes of [
      Buffer.from('hello, this is text'),
      Buffer.from('GIF89a..........', 'latin1'),
      Buffer.from('%PDF-1.7 .......', 'latin1'),
      Buffer.from('PK\x03\x04........', 'latin1'),
      riff('WAVE'),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from([0, 0, 0, 4, ...Buffer.from('ftypisom', 'latin1')]),
      Buffer.alloc(0),
    ]) {
      expect(sniff(bytes), bytes.toString('latin1')).toBeUndefined();
    }
  });
});
