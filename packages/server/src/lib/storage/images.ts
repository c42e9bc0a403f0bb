import { IMAGE_LIMITS } from '@app/shared';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import pLimit from 'p-limit';
import { badRequest } from '../app-error.ts';
import type { FileType } from './file-type.ts';

export type ImageType = Extract<FileType, 'jpg' | 'png' | 'gif' | 'webp'>;
export type Dimensions = { width: number; height: number };

/** Width and height read from the header, without decoding the pixels; null when it is not a `type` header. */
export function imageDimensions(input: Uint8Array, type: ImageType): Dimensions | null {
  try {
    const { width, height, type: found } = imageSize(input);
    return found === type ? { width, height } : null;
  } catch {
    return null;
  }
}

const { maxPixels, maxSide } = IMAGE_LIMITS;

function assertDecodable(dims: Dimensions | null): asserts dims is Dimensions {
  if (!dims || !(dims.width >= 1 && dims.height >= 1)) throw badRequest('imageInvalid');
  if (dims.width > maxSide || dims.height > maxSide || dims.width * dims.height > maxPixels) {
    throw badRequest('imageTooLarge', { mp: maxPixels / 1_000_000, wan: maxPixels / 10_000, side: maxSide });
  }
}

/**
 * Decoding runs off the event loop, but scaling the decoded pixels (drawImage) runs on it and each image at the
 * limit holds about 100 MB: two at a time at most, so parallel uploads wait their turn instead of stalling
 * every other request and piling up memory.
 */
export const decoding = pLimit(2);

/**
 * Reads an image (inside the decoding queue, so waiting uploads hold no bytes), refuses it from its header
 * past IMAGE_LIMITS, then decodes and re-encodes it, which drops every metadata block (EXIF with GPS position,
 * comments, embedded scripts) and bakes the EXIF orientation into the pixels; larger sides are scaled down to
 * `maxSide`. GIFs become PNG (first frame). Answers the new bytes and their type.
 */
export function reencodeImage(
  read: () => Promise<Buffer>,
  type: ImageType,
  maxSideOut: number,
): Promise<{ data: Buffer; type: 'jpg' | 'png' | 'webp' }> {
  return decoding(async () => {
    const input = await read();
    assertDecodable(imageDimensions(input, type));
    let image: Awaited<ReturnType<typeof loadImage>>;
    try {
      image = await loadImage(input);
    } catch {
      throw badRequest('imageInvalid');
    }
    assertDecodable({ width: image.width, height: image.height });
    const scale = Math.min(1, maxSideOut / Math.max(image.width, image.height));
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image, 0, 0, width, height);
    if (type === 'jpg') return { data: await canvas.encode('jpeg', 90), type: 'jpg' };
    if (type === 'webp') return { data: await canvas.encode('webp', 90), type: 'webp' };
    return { data: await canvas.encode('png'), type: 'png' };
  });
}
