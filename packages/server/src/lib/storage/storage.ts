import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends inclusive (HTTP Range semantics). */
export type ByteRange = { start: number; end: number };

type StoredObject = { stream: Readable; size: number };

/**
 * Where uploaded files live (docs/architecture.md#files). Keys are server-generated, e.g. `avatars/12/3f2a....png`;
 * drivers: local disk (default) and, later, S3-compatible object storage.
 */
export interface Storage {
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** Null when no object has this key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  size(key: string): Promise<number | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Server-generated keys only: lowercase folders, a random name and an extension. */
export const STORAGE_KEY_PATTERN = /^[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*\/[a-z0-9-]+\.[a-z0-9]+$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key) || key.length > 200) throw new Error(`invalid storage key: ${key}`);
}
