import { createCanvas, loadImage } from '@napi-rs/canvas';
import { badRequest } from '../app-error.ts';
import type { FileType } from './file-type.ts';

export type ImageType = Extract<FileType, 'jpg' | 'png' | 'gif' | 'webp'>;
export type Dimensions = { width: number; height: number };

/** Decoding is refused past this many pixels (a small file can decode to gigabytes). */
export const MAX_IMAGE_PIXELS = 40_000_000;

function jpegDimensions(buf: Buffer): Dimensions | null {
  let offset = 2;
  while (offset + 9 < buf.length) {
    if (buf[offset] !== 0xff) return null;
    const marker = buf[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = buf.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: buf.readUInt16BE(offset + 5), width: buf.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}

function webpDimensions(buf: Buffer): Dimensions | null {
  const chunk = buf.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && buf.length >= 30) {
    return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && buf.length >= 25) {
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && buf.length >= 30) {
    return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  }
  return null;
}

/** Width and height read from the header, without decoding the pixels. */
export function imageDimensions(buf: Buffer, type: ImageType): Dimensions | null {
  switch (type) {
    case 'png':
      return buf.length >= 24 ? { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) } : null;
    case 'gif':
      return buf.length >= 10 ? { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) } : null;
    case 'jpg':
      return jpegDimensions(buf);
    case 'webp':
      return webpDimensions(buf);
  }
}

/**
 * Decodes and re-encodes an image, which drops every metadata block (EXIF with GPS position, comments,
 * embedded scripts) and bakes the EXIF orientation into the pixels; larger sides are scaled down to `maxSide`.
 * GIFs become PNG (first frame). Answers the new bytes and their type.
 */
export async function reencodeImage(
  input: Buffer,
  type: ImageType,
  maxSide: number,
): Promise<{ data: Buffer; type: 'jpg' | 'png' | 'webp' }> {
  const dims = imageDimensions(input, type);
  if (!dims || dims.width < 1 || dims.height < 1) throw badRequest('imageInvalid');
  if (dims.width * dims.height > MAX_IMAGE_PIXELS) throw badRequest('imageTooLarge');
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(input);
  } catch {
    throw badRequest('imageInvalid');
  }
  if (!image.width || !image.height) throw badRequest('imageInvalid');
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, width, height);
  if (type === 'jpg') return { data: await canvas.encode('jpeg', 90), type: 'jpg' };
  if (type === 'webp') return { data: await canvas.encode('webp', 90), type: 'webp' };
  return { data: await canvas.encode('png'), type: 'png' };
}
