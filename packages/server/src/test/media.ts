import { crc32 } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';

/** A real image drawn with canvas. */
export async function drawImage(type: 'png' | 'jpeg' | 'webp', width = 64, height = 48): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1677ff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#fff';
  ctx.fillRect(width / 4, height / 4, width / 2, height / 2);
  return type === 'png' ? canvas.encode('png') : canvas.encode(type, 90);
}

/** A PNG carrying a tEXt chunk (metadata that must not survive the upload). */
export function withPngText(png: Buffer, text: string): Buffer {
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

/** A JPEG carrying an EXIF block with a GPS note. */
export function withJpegExif(jpeg: Buffer, text: string): Buffer {
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from(`MM\0*\0\0\0\b\0\0${text}`, 'latin1')]);
  const header = Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

/** The smallest file that is an MP4 by its magic bytes (an ftyp box), padded to `size`. */
export function fakeMp4(size = 2048): Buffer {
  const data = Buffer.alloc(size);
  data.writeUInt32BE(24, 0);
  data.write('ftypisom', 4, 'latin1');
  data.writeUInt32BE(0x200, 12);
  data.write('isomiso2', 16, 'latin1');
  return data;
}
