import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema/index.ts';

/**
 * Folders whose files anyone may read (avatars appear on public bid pages and talent cards; the company homepage is
 * public; a forum post's images are referenced by plain URL from its HTML, stored at save time, so their URL cannot
 * expire).
 */
const PUBLIC_FOLDERS = ['avatars/', 'homepage/', 'slides/', 'forum/'];

export const isPublicKey = (key: string) => PUBLIC_FOLDERS.some((folder) => key.startsWith(folder));

/**
 * URLs are valid at least this long, so closing a resume takes effect within minutes; they change only every
 * `BUCKET` so a page that asks again shortly after gets the same URL and the browser's cached copy.
 */
const MIN_LIFETIME_S = 10 * 60;
export const BUCKET_S = 5 * 60;

export type FileUrls = {
  /** The URL a client uses to read the file: plain for public folders, signed and expiring otherwise. */
  url(key: string): string;
  /** The storage key a URL made by `url` points to (null for anything else). */
  keyOf(url: string): string | null;
  verify(key: string, expires: number, signature: string): boolean;
};

export const FILES_PREFIX = '/files/';

/**
 * A file inside a resume is readable by whoever was allowed to read the resume: the answer that passed the
 * resume policy carries URLs signed with a key every instance shares (`server_secrets`).
 */
export function createFileUrls(secret: Buffer, now: () => number = Date.now): FileUrls {
  const sign = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url').slice(0, 32);

  return {
    url(key) {
      if (isPublicKey(key)) return `${FILES_PREFIX}${key}`;
      const nowS = Math.floor(now() / 1000);
      const expires = Math.ceil((nowS + MIN_LIFETIME_S) / BUCKET_S) * BUCKET_S;
      return `${FILES_PREFIX}${key}?e=${expires}&s=${sign(key, expires)}`;
    },
    keyOf(url) {
      if (!url.startsWith(FILES_PREFIX)) return null;
      return url.slice(FILES_PREFIX.length).split('?')[0] ?? null;
    },
    verify(key, expires, signature) {
      if (!Number.isInteger(expires) || expires * 1000 < now()) return false;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** A secret shared by every instance on this database, created by whichever instance needs it first. */
export async function loadServerSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  if (!row) throw new Error(`server secret ${name} missing`);
  return Buffer.from(row.value, 'base64');
}
