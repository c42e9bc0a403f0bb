import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { removeAbandonedTempFiles, tempName } from './incoming.ts';
import { assertStorageKey, type ByteRange, type Storage } from './storage.ts';

/**
 * Files under `root` (DATA_DIR/uploads), outside any static root; written whole under `root/.partial` (no key starts
 * with a dot) then renamed into place. What a process killed mid-write left there is removed when the next one starts.
 */
export function createLocalDiskStorage(root: string): Storage {
  const absoluteRoot = path.resolve(root);
  const partialDir = path.join(absoluteRoot, '.partial');
  const ready = fsp
    .mkdir(partialDir, { recursive: true })
    .then(() => removeAbandonedTempFiles(partialDir))
    .catch(() => 0);

  function pathOf(key: string): string {
    assertStorageKey(key);
    const full = path.resolve(absoluteRoot, key);
    if (!full.startsWith(absoluteRoot + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  return {
    async put(key: string, body: Buffer | Readable) {
      const target = pathOf(key);
      await ready;
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(partialDir, tempName());
      try {
        if (Buffer.isBuffer(body)) await fsp.writeFile(temp, body, { flag: 'wx' });
        else await pipeline(body, fs.createWriteStream(temp, { flags: 'wx' }));
        await fsp.rename(temp, target);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },

    async get(key: string, range?: ByteRange) {
      const file = pathOf(key);
      let size: number;
      try {
        size = (await fsp.stat(file)).size;
      } catch {
        return null;
      }
      const stream = fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return { stream, size };
    },

    async size(key: string) {
      try {
        return (await fsp.stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },

    async delete(key: string) {
      await fsp.rm(pathOf(key), { force: true });
    },
  };
}
