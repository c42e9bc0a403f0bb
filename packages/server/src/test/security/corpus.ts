import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { UPLOAD_LIMITS, type UploadKind } from '@app/shared';
import { createCanvas } from '@napi-rs/canvas';
import { drawImage, fakeMp4 } from '../media.ts';

/*
 * The upload attack corpus (docs/reliability.md#3-uploads), generated in code: every hostile file is built from a real
 * one drawn here, so no binary fixture is committed. A case says which routes it applies to (by upload kind; `null`
 * is a form-only multipart route, which takes no file) and what the server must do with it: refuse it (a 4xx
 * envelope, nothing stored) or store a cleaned file (a re-encoded image without the payload, or a video or PDF
 * kept byte for byte but served inert).
 */

export type Kind = UploadKind | null;
export type Body = { payload: Buffer | Readable; headers: Record<string, string> };
export type FilePart = { filename: string; data: Buffer; contentType?: string; field?: string };
/** `either`: refused, or stored cleaned; what matters is where and how (file names). */
type Outcome = 'refused' | 'stored' | 'either';

export type CorpusCase = {
  name: string;
  appliesTo(kind: Kind): boolean;
  /** What the server must do for this kind. */
  outcome(kind: Kind): Outcome;
  /** The refusal status when it is always the same (otherwise any 4xx). */
  status?: number;
  /** The refusal's English message, when it names the reason (so a refusal for another reason fails). */
  msgEn?: RegExp;
  body(kind: Kind, fields: Record<string, string>): Promise<Body>;
  /** Bytes a stored (cleaned) file must not contain. */
  mustNotStore?: string[];
};

const MB = 1024 * 1024;
const IMAGE_TYPES = ['jpg', 'png', 'gif', 'webp'];
/** Kinds whose files are images (decoded and re-encoded), as opposed to videos and PDFs kept byte for byte. */
const isImageKind = (kind: Kind): kind is UploadKind =>
  kind !== null && UPLOAD_LIMITS[kind].types.every((type) => IMAGE_TYPES.includes(type));
const anyUpload = (kind: Kind) => kind !== null;
const allows = (kind: Kind, ext: string) => kind !== null && UPLOAD_LIMITS[kind].types.includes(ext);

/** The extension a valid file of this kind carries: PNG for every image kind, MP4, PDF. */
function mainExtension(kind: UploadKind): string {
  if (kind === 'video') return 'mp4';
  if (kind === 'standard') return 'pdf';
  return 'png';
}

/** A small valid PDF (stored byte for byte by the standards routes). */
function minimalPdf(extra = ''): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n${extra}`;
  return Buffer.from(out, 'latin1');
}

/** A valid file of the kind, named with its main extension. */
export async function validFile(kind: UploadKind, name = 'file'): Promise<FilePart> {
  const ext = mainExtension(kind);
  if (ext === 'mp4') return { filename: `${name}.mp4`, data: fakeMp4(4096), contentType: 'video/mp4' };
  if (ext === 'pdf') return { filename: `${name}.pdf`, data: minimalPdf(), contentType: 'application/pdf' };
  return { filename: `${name}.png`, data: await drawImage('png', 120, 90), contentType: 'image/png' };
}

/** A multipart/form-data body: the fields, then the file parts in order. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = [], boundary = randomBoundary()) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const randomBoundary = () => `----corpus${Math.random().toString(16).slice(2)}`;

/* ---------- hostile files ---------- */

const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A minimal ZIP archive (one stored entry), as appended to a GIFAR or a ZIP polyglot. */
function zipArchive(name = 'META-INF/MANIFEST.MF', content = 'Main-Class: Evil\n'): Buffer {
  const data = Buffer.from(content);
  const file = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(local.length + file.length + data.length, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

/** A JPEG carrying HTML in a comment segment and again after its end marker (an image/HTML polyglot). */
async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await drawImage('jpeg', 120, 90);
  const comment = Buffer.from(HTML_PAYLOAD, 'latin1');
  const segment = Buffer.concat([
    Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
    comment,
  ]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2), comment]);
}

/** A 2 x 2 GIF89a (logical screen `width` x `height`), as small as a GIF gets. */
function tinyGif(width = 2, height = 2): Buffer {
  const gif = Buffer.from(
    '47494638396102000200800000ffffff00000021f90401000000002c00000000020002000002028c0a003b',
    'hex',
  );
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  return gif;
}

/** A valid 1-bit greyscale PNG: a few KB on disk, width x height x 4 bytes once decoded. */
function bitmapPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG whose frame header claims `width` x `height` (the pixels stay 64 x 48). */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await drawImage('jpeg', 64, 48));
  for (let i = 2; i < jpeg.length - 9; ) {
    if (jpeg[i] !== 0xff) throw new Error('not a JPEG segment');
    const marker = jpeg[i + 1] as number;
    if (marker >= 0xc0 && marker <= 0xc3) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  throw new Error('no frame header in the drawn JPEG');
}

/** A lossless WebP header claiming `width` x `height` (at most 16,384 a side), with no image data after it. */
function webpClaiming(width: number, height: number): Buffer {
  const payload = Buffer.alloc(21);
  payload[0] = 0x2f;
  payload.writeUInt32LE((((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)) >>> 0, 1);
  const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.alloc(4), payload]);
  chunk.writeUInt32LE(payload.length, 4);
  const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), chunk]);
  riff.writeUInt32LE(riff.length - 8, 4);
  return riff;
}

/** A PNG of random pixels, about `bytes` long (noise does not compress). */
async function noisePng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 4));
  const canvas = createCanvas(side, side);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(side, side);
  let seed = 42;
  for (let i = 0; i < image.data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    image.data[i] = i % 4 === 3 ? 255 : seed >> 16;
  }
  ctx.putImageData(image, 0, 0);
  return canvas.encode('png');
}

/** Another type's valid file, named as this kind's type: the magic bytes contradict the extension. */
async function wrongMagic(kind: UploadKind): Promise<FilePart> {
  const ext = mainExtension(kind);
  const data = ext === 'png' ? await drawImage('jpeg') : await drawImage('png');
  return { filename: `mismatch.${ext}`, data, contentType: ext === 'pdf' ? 'application/pdf' : `image/${ext}` };
}

const SVG_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">' +
    '<script>alert(document.domain)</script><rect width="10" height="10"/></svg>',
);

/** A streamed upload of `fileBytes` (a valid head, then filler) without a declared length; counts what was pulled. */
function streamedUpload(fields: Record<string, string>, filename: string, head: Buffer, fileBytes: number) {
  const boundary = randomBoundary();
  const start = multipartBody(fields, [], boundary).payload;
  // Drop the closing boundary of the fields-only body and open the file part.
  const opening = Buffer.concat([
    start.subarray(0, start.length - `--${boundary}--\r\n`.length),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    head,
  ]);
  const filler = Buffer.alloc(256 * 1024, 0x41);
  let sent = 0;
  let fileSent = head.length;
  let ended = false;
  const stream = new Readable({
    read() {
      if (sent === 0) {
        sent += opening.length;
        this.push(opening);
      } else if (fileSent < fileBytes) {
        sent += filler.length;
        fileSent += filler.length;
        this.push(filler);
      } else if (!ended) {
        ended = true;
        this.push(Buffer.from(`\r\n--${boundary}--\r\n`));
        this.push(null);
      }
    },
  });
  return {
    body: { payload: stream, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
    pulled: () => sent,
  };
}

/** File names that try to leave the storage folder or confuse whoever reads them, with this extension. */
function hostileNames(ext: string): { name: string; filename: string }[] {
  return [
    { name: 'relative traversal', filename: `../../../../etc/passwd.${ext}` },
    { name: 'backslash traversal', filename: `..\\..\\..\\windows\\win.${ext}` },
    { name: 'absolute path', filename: `/etc/cron.d/evil.${ext}` },
    { name: 'drive path', filename: `C:\\Windows\\System32\\evil.${ext}` },
    { name: 'NUL in the name', filename: `evil.${ext}\0.html` },
    { name: 'NUL before the extension', filename: `evil\0.${ext}` },
    { name: '10,000-character name', filename: `${'a'.repeat(10_000)}.${ext}` },
    { name: 'unicode name', filename: `证书照片😀ｆｕｌｌ.${ext}` },
    { name: 'RTL override hiding an .exe', filename: `photo\u202E${[...`.${ext}`].reverse().join('')}.exe` },
    { name: 'RTL override before the extension', filename: `\u202Eevil.${ext}` },
    { name: 'dots only', filename: `.${ext}` },
  ];
}

const file = (part: FilePart) => part;
const single =
  (build: (kind: UploadKind) => Promise<FilePart> | FilePart) =>
  async (kind: Kind, fields: Record<string, string>): Promise<Body> =>
    multipartBody(fields, [await build(kind as UploadKind)]);

let noise: Promise<Buffer> | null = null;

/** The whole corpus, for one kind of route. Streamed cases are made fresh per call (they count bytes). */
export function corpus(): CorpusCase[] {
  const cases: CorpusCase[] = [
    {
      name: 'a valid file (baseline)',
      appliesTo: anyUpload,
      outcome: () => 'stored',
      body: single((kind) => validFile(kind)),
    },
    {
      name: 'a valid file over the server-wide 1 MB body limit, under the route limit',
      appliesTo: anyUpload,
      outcome: () => 'stored',
      body: single(async (kind) => {
        const ext = mainExtension(kind);
        if (ext === 'mp4') return { filename: 'big.mp4', data: fakeMp4(1.5 * MB) };
        if (ext === 'pdf') return { filename: 'big.pdf', data: minimalPdf(`%${'x'.repeat(1.5 * MB)}\n`) };
        noise ??= noisePng(1.5 * MB);
        return { filename: 'big.png', data: await noise };
      }),
    },
    {
      name: 'JPEG that is also HTML (comment segment and trailer)',
      appliesTo: anyUpload,
      outcome: (kind) => (isImageKind(kind) && allows(kind, 'jpg') ? 'stored' : 'refused'),
      mustNotStore: ['<script', '<html'],
      body: single(async () => file({ filename: 'polyglot.jpg', data: await jpegHtmlPolyglot() })),
    },
    {
      name: 'PNG with a ZIP archive appended',
      appliesTo: anyUpload,
      outcome: (kind) => (isImageKind(kind) ? 'stored' : 'refused'),
      mustNotStore: ['PK\u0003\u0004', 'MANIFEST'],
      body: single(async () =>
        file({ filename: 'polyglot.png', data: Buffer.concat([await drawImage('png'), zipArchive()]) }),
      ),
    },
    {
      name: 'GIFAR (a GIF that is also a Java archive)',
      appliesTo: anyUpload,
      outcome: (kind) => (allows(kind, 'gif') ? 'stored' : 'refused'),
      mustNotStore: ['PK\u0003\u0004', 'MANIFEST', 'GIF89a'],
      body: single(() => file({ filename: 'gifar.gif', data: Buffer.concat([tinyGif(), zipArchive()]) })),
    },
    {
      name: 'GIFAR named .jar',
      appliesTo: anyUpload,
      outcome: () => 'refused',
      status: 400,
      body: single(() => file({ filename: 'gifar.jar', data: Buffer.concat([tinyGif(), zipArchive()]) })),
    },
    {
      name: "the route's container type carrying HTML and script (kept byte for byte, served inert)",
      appliesTo: anyUpload,
      outcome: (kind) => (isImageKind(kind) ? 'refused' : 'stored'),
      body: single((kind) => {
        const html = Buffer.from(HTML_PAYLOAD);
        if (isImageKind(kind)) return { filename: 'page.mp4', data: Buffer.concat([fakeMp4(64), html]) };
        if (kind === 'video') return { filename: 'page.mp4', data: Buffer.concat([fakeMp4(64), html]) };
        return { filename: 'page.pdf', data: minimalPdf(HTML_PAYLOAD) };
      }),
    },
    {
      name: "HTML named as the route's type",
      appliesTo: anyUpload,
      outcome: () => 'refused',
      status: 400,
      body: single((kind) => ({ filename: `page.${mainExtension(kind)}`, data: Buffer.from(HTML_PAYLOAD) })),
    },
    {
      name: "another type's magic bytes under the route's extension",
      appliesTo: anyUpload,
      outcome: () => 'refused',
      status: 400,
      body: single(wrongMagic),
    },
    {
      name: 'SVG with a script',
      appliesTo: anyUpload,
      outcome: () => 'refused',
      status: 400,
      body: single(() => ({ filename: 'vector.svg', data: SVG_SCRIPT, contentType: 'image/svg+xml' })),
    },
    {
      name: "SVG with a script named as the route's type",
      appliesTo: anyUpload,
      outcome: () => 'refused',
      status: 400,
      body: single((kind) => ({
        filename: `vector.${mainExtension(kind)}`,
        data: SVG_SCRIPT,
        contentType: 'image/svg+xml',
      })),
    },
    {
      name: 'zero-byte file',
      appliesTo: anyUpload,
      outcome: () => 'refused',
      status: 400,
      body: single((kind) => ({ filename: `empty.${mainExtension(kind)}`, data: Buffer.alloc(0) })),
    },
    {
      name: "a file one byte over the route's limit (declared length)",
      appliesTo: anyUpload,
      outcome: () => 'refused',
      status: 413,
      msgEn: /^The file must not be larger than/,
      body: async (kind, fields) => {
        const valid = await validFile(kind as UploadKind);
        const padding = Buffer.alloc(UPLOAD_LIMITS[kind as UploadKind].maxBytes + 1 - valid.data.length);
        return multipartBody(fields, [{ ...valid, data: Buffer.concat([valid.data, padding]) }]);
      },
    },
    {
      name: 'two files',
      appliesTo: anyUpload,
      outcome: () => 'refused',
      status: 400,
      msgEn: /^Upload one file at a time$/,
      body: async (kind, fields) => {
        const valid = await validFile(kind as UploadKind);
        return multipartBody(fields, [valid, valid]);
      },
    },
    {
      name: 'a file in another field',
      appliesTo: anyUpload,
      outcome: () => 'refused',
      status: 400,
      body: single(async (kind) => ({ ...(await validFile(kind)), field: 'avatar' })),
    },
    {
      name: 'a file on a route that takes none',
      appliesTo: (kind) => kind === null,
      outcome: () => 'refused',
      status: 400,
      body: async (_kind, fields) => multipartBody(fields, [await validFile('avatar')]),
    },
    {
      name: 'a form over the server-wide 1 MB body limit',
      appliesTo: (kind) => kind === null,
      outcome: () => 'refused',
      status: 413,
      body: async (_kind, fields) => multipartBody({ ...fields, filler: 'x'.repeat(1.2 * MB) }),
    },
    {
      name: 'a multipart body cut in the middle',
      appliesTo: () => true,
      outcome: () => 'refused',
      status: 400,
      body: async (kind, fields) => {
        const full = multipartBody(fields, kind === null ? [] : [await validFile(kind)]);
        return { ...full, payload: full.payload.subarray(0, Math.floor(full.payload.length * 0.6)) };
      },
    },
    {
      name: 'a multipart body without its closing boundary',
      appliesTo: () => true,
      outcome: () => 'refused',
      status: 400,
      body: async (kind, fields) => {
        const boundary = randomBoundary();
        const full = multipartBody(fields, kind === null ? [] : [await validFile(kind)], boundary);
        return { ...full, payload: full.payload.subarray(0, full.payload.length - `--${boundary}--\r\n`.length) };
      },
    },
  ];

  for (const { name, filename } of hostileNames('EXT')) {
    cases.push({
      name: `file name: ${name}`,
      appliesTo: anyUpload,
      // Whatever the name, the file is stored under a new server key, or refused: an .exe is refused, a NUL may be.
      outcome: () => (filename.includes('\0') ? 'either' : /EXT$/.test(filename) ? 'stored' : 'refused'),
      body: single(async (kind) => ({
        ...(await validFile(kind)),
        filename: filename.replace('EXT', mainExtension(kind)),
      })),
    });
  }

  const bombs: [string, string, (kind: UploadKind) => Promise<FilePart> | FilePart][] = [
    [
      'PNG of 30,000 x 30,000 pixels in a few KB',
      'png',
      () => ({ filename: 'bomb.png', data: bitmapPng(30_000, 30_000) }),
    ],
    ['PNG of 12,001 x 1 pixels', 'png', () => ({ filename: 'wide.png', data: bitmapPng(12_001, 1) })],
    [
      'JPEG whose header claims 65,000 x 65,000',
      'jpg',
      async () => ({ filename: 'bomb.jpg', data: await jpegClaiming(65_000, 65_000) }),
    ],
    [
      'WebP whose header claims 16,384 x 16,384',
      'webp',
      () => ({ filename: 'bomb.webp', data: webpClaiming(16_384, 16_384) }),
    ],
    ['GIF whose screen is 65,535 x 65,535', 'gif', () => ({ filename: 'bomb.gif', data: tinyGif(65_535, 65_535) })],
  ];
  for (const [name, ext, build] of bombs) {
    cases.push({
      name: `decompression bomb: ${name}`,
      appliesTo: (kind) => isImageKind(kind) && allows(kind, ext),
      outcome: () => 'refused',
      status: 400,
      msgEn: /^The image is too large/,
      body: single(build),
    });
  }
  return cases;
}

/** A streamed case, built fresh for each route: the body has no declared length and is far past every limit. */
export function streamedPastLimit(kind: UploadKind, fields: Record<string, string>) {
  const limit = UPLOAD_LIMITS[kind].maxBytes;
  const head = kind === 'video' ? fakeMp4(64) : kind === 'standard' ? Buffer.from('%PDF-1.4\n') : bitmapPng(8, 8);
  return streamedUpload(fields, `stream.${mainExtension(kind)}`, head, limit + 8 * MB);
}
