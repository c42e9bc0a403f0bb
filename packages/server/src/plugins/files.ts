import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, forbidden, notFound } from '../lib/app-error.ts';
import { CONTENT_TYPES, type FileType } from '../lib/storage/file-type.ts';
import { BUCKET_S, type FileUrls, isPublicKey } from '../lib/storage/file-urls.ts';
import { registerIncomingCleanup } from '../lib/storage/incoming.ts';
import { type ByteRange, STORAGE_KEY_PATTERN, type Storage } from '../lib/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    fileUrls: FileUrls;
  }
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n`; one range only. Null: serve the whole file. */
function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

function setFileHeaders(reply: FastifyReply, key: string, download: boolean) {
  const ext = path.extname(key).slice(1) as FileType;
  reply
    .header('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
    .header('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="${path.basename(key)}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Accept-Ranges', 'bytes')
    // A private file is cached no longer than its signed URL stays the same, so closing access soon takes effect.
    .header('Cache-Control', isPublicKey(key) ? 'public, max-age=31536000, immutable' : `private, max-age=${BUCKET_S}`);
}

/**
 * Storage and the one handler that serves stored files (docs/architecture.md#files, ADR 0020). Public folders (avatars)
 * are readable by anyone; every other file needs the unexpired signature its URL was issued with.
 */
export const filesPlugin = fp(async (app: FastifyInstance, opts: { storage: Storage; fileUrls: FileUrls }) => {
  app.decorate('storage', opts.storage);
  app.decorate('fileUrls', opts.fileUrls);
  registerIncomingCleanup(app);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file (avatars public; other files through the signed URL of an allowed answer)',
        params: z.object({ '*': z.string() }),
        querystring: z.object({
          e: z.coerce.number().int().optional(),
          s: z.string().max(64).optional(),
          download: z.enum(['1']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!STORAGE_KEY_PATTERN.test(key)) throw notFound('fileNotFound');
      const { e, s, download } = request.query;
      if (!isPublicKey(key) && (e === undefined || !s || !opts.fileUrls.verify(key, e, s))) throw forbidden();

      const size = await opts.storage.size(key);
      if (size === null) throw notFound('fileNotFound');
      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${size}`);
        throw new AppError(416, 'fileNotFound');
      }
      const object = await opts.storage.get(key, range ?? undefined);
      if (!object) throw notFound('fileNotFound');
      setFileHeaders(reply, key, download === '1');
      if (range) {
        reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
          .header('Content-Length', range.end - range.start + 1);
      } else {
        reply.header('Content-Length', size);
      }
      return reply.send(object.stream);
    },
  );
});
