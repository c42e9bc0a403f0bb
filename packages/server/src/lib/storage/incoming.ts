import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatMegabytes, UPLOAD_LIMITS, type UploadKind } from '@app/shared';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../app-error.ts';
import { SNIFF_BYTES } from './file-type.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on upload routes: the `file` field is streamed to a temp file under this kind's size limit. */
    upload?: UploadKind;
  }
  interface FastifyRequest {
    incomingFiles: IncomingFile[] | null;
  }
}

/** An uploaded file as received: a temp file, its first bytes and the client's (untrusted) name. */
export class IncomingFile {
  constructor(
    readonly kind: UploadKind,
    readonly filename: string,
    readonly tempPath: string,
    readonly size: number,
    readonly head: Buffer,
  ) {}

  read(): Promise<Buffer> {
    return fsp.readFile(this.tempPath);
  }

  stream(): fs.ReadStream {
    return fs.createReadStream(this.tempPath);
  }
}

/** The `file` field of an upload route; JSON or urlencoded bodies can never produce one. */
export const IncomingFileSchema = z
  .custom<IncomingFile>((value) => value instanceof IncomingFile, { error: 'fileRequired' })
  .meta({ type: 'string', format: 'binary' });

/** Route options of an upload route: busboy stops reading past the kind's limit (SPEC §9). */
export function uploadRoute(kind: UploadKind) {
  return { upload: kind, multipartOptions: { limits: { fileSize: UPLOAD_LIMITS[kind].maxBytes, files: 1 } } };
}

/**
 * `onFile` of @fastify/multipart. On upload routes the file is streamed to disk while its size is counted,
 * so no upload is ever held in memory; other routes keep the plugin's default (buffer, 50 MB limit).
 */
export async function receiveMultipartFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const kind = this.routeOptions.config.upload;
  if (!kind || part.fieldname !== 'file') {
    await part.toBuffer();
    return;
  }
  const tempPath = path.join(os.tmpdir(), `upload-${randomUUID()}`);
  this.incomingFiles = [...(this.incomingFiles ?? []), new IncomingFile(kind, '', tempPath, 0, Buffer.alloc(0))];
  let size = 0;
  let head = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
      done(null, chunk);
    },
  });
  await pipeline(part.file, counter, fs.createWriteStream(tempPath));
  if (part.file.truncated) {
    throw new AppError(413, 'fileTooLarge', { max: formatMegabytes(UPLOAD_LIMITS[kind].maxBytes) });
  }
  part.value = new IncomingFile(kind, part.filename ?? '', tempPath, size, head);
}

/** Temp files are removed once the answer is sent, whatever happened. */
export function registerIncomingCleanup(app: FastifyInstance): void {
  app.decorateRequest('incomingFiles', null);
  const cleanup = async (request: FastifyRequest) => {
    const files = request.incomingFiles ?? [];
    request.incomingFiles = null;
    await Promise.all(files.map((f) => fsp.rm(f.tempPath, { force: true })));
  };
  app.addHook('onResponse', cleanup);
  app.addHook('onRequestAbort', cleanup);
}
