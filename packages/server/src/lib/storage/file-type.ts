/** File types the platform accepts, recognised by their first bytes (magic numbers), never by the name alone. */
export type FileType = 'jpg' | 'png' | 'gif' | 'webp' | 'mp4' | 'pdf';

export const CONTENT_TYPES: Record<FileType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/** How many leading bytes `detectFileType` needs. */
export const SNIFF_BYTES = 16;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** QuickTime ('qt  ') shares the ISO container but is not MP4. */
const NOT_MP4_BRANDS = new Set(['qt  ']);

export function detectFileType(head: Buffer): FileType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('ftyp'), 4) && !NOT_MP4_BRANDS.has(head.subarray(8, 12).toString('latin1'))) {
    return 'mp4';
  }
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  return null;
}

/**
 * The extension of an uploaded file's name, lowercased, jpeg read as jpg; null when there is none.
 * Only the last path segment counts, so `../../etc/passwd.png` is just a `.png` name (the name is never used
 * to store the file anyway).
 */
export function extensionOf(filename: string | undefined): string | null {
  const base = (filename ?? '').split(/[\\/]/).at(-1) ?? '';
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(base);
  if (!match?.[1]) return null;
  const ext = match[1].toLowerCase();
  return ext === 'jpeg' ? 'jpg' : ext;
}
