import { randomUUID } from 'node:crypto';
import { UPLOAD_LIMITS, type UploadKind } from '@app/shared';
import { badRequest } from '../app-error.ts';
import { detectFileType, extensionOf } from './file-type.ts';
import { type ImageType, reencodeImage } from './images.ts';
import type { IncomingFile } from './incoming.ts';
import type { Storage } from './storage.ts';

const FOLDERS: Record<UploadKind, string> = {
  avatar: 'avatars',
  certificate: 'certificates',
  projectImage: 'project-images',
  video: 'videos',
  standard: 'standards',
  slideImage: 'slides',
  homepageImage: 'homepage',
  catalogImage: 'catalog',
  courseCover: 'courses',
  forumImage: 'forum',
};

/** Kinds stored byte for byte once their type is checked (not images). */
type StoredAsIs = 'video' | 'standard';

/** Larger images are scaled down to this many pixels on their longer side. */
const MAX_SIDE: Record<Exclude<UploadKind, StoredAsIs>, number> = {
  avatar: 512,
  certificate: 2400,
  projectImage: 3000,
  slideImage: 2400,
  homepageImage: 2400,
  catalogImage: 1600,
  courseCover: 1600,
  forumImage: 2000,
};

/** A fresh server-generated key; nothing of the client's file name is kept. */
export const newStorageKey = (kind: UploadKind, ownerId: number, ext: string) =>
  `${FOLDERS[kind]}/${ownerId}/${randomUUID()}.${ext}`;

/**
 * Checks an upload (extension allowed for its kind AND first bytes of that same type), re-encodes images
 * (no metadata survives) and stores it under a new key, which it answers.
 */
export async function storeUpload(storage: Storage, file: IncomingFile, ownerId: number): Promise<string> {
  const { types } = UPLOAD_LIMITS[file.kind];
  const ext = extensionOf(file.filename);
  if (!ext || !types.includes(ext)) throw badRequest('fileTypeInvalid', { types: types.join(', ') });
  const actual = detectFileType(file.head);
  if (actual !== ext) throw badRequest('fileContentMismatch');

  if (file.kind === 'video' || file.kind === 'standard') {
    const key = newStorageKey(file.kind, ownerId, actual);
    await storage.put(key, file.stream());
    return key;
  }
  const image = await reencodeImage(() => file.read(), actual as ImageType, MAX_SIDE[file.kind]);
  const key = newStorageKey(file.kind, ownerId, image.type);
  await storage.put(key, image.data);
  return key;
}
