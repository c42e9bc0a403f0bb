import { describe, expect, it } from 'vitest';
import { drawImage } from '../../test/media.ts';
import { decoding, imageDimensions, reencodeImage } from './images.ts';

describe('imageDimensions', () => {
  it.each([
    ['png', 'png'],
    ['jpeg', 'jpg'],
    ['webp', 'webp'],
  ] as const)('reads a %s header without decoding', async (format, type) => {
    expect(imageDimensions(await drawImage(format, 321, 123), type)).toEqual({ width: 321, height: 123 });
  });

  it('reads a GIF header', () => {
    const gif = Buffer.from('GIF89a\x40\x01\xc8\x00\x00\x00\x00;', 'latin1');
    expect(imageDimensions(gif, 'gif')).toEqual({ width: 320, height: 200 });
  });

  it('answers null for a header of another type or a broken one', async () => {
    expect(imageDimensions(await drawImage('png'), 'jpg')).toBeNull();
    expect(imageDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 2]), 'jpg')).toBeNull();
  });
});

describe('reencodeImage', () => {
  it('decodes at most two images at a time; the others wait without their bytes', async () => {
    const png = await drawImage('png', 800, 600);
    const running: number[] = [];
    const read = async () => {
      running.push(decoding.activeCount);
      return png;
    };
    const results = await Promise.all(Array.from({ length: 6 }, () => reencodeImage(read, 'png', 400)));
    expect(results.map((r) => r.type)).toEqual(Array(6).fill('png'));
    expect(Math.max(...running)).toBe(2);
    expect(decoding.activeCount + decoding.pendingCount).toBe(0);
  });
});
