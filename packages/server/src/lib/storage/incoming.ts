import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatMegabytes, type MessageKey, UPLOAD_LIMITS, type UploadKind } from '@app/shared';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../app-error.ts';
import { SNIFF_BYTES } from './file-type.ts';

declare module 'fastify' {
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

/** The `file` field of an upload route, refused with `missing` when absent; JSON or urlencoded never carry one. */
export const incomingFile = (missing: MessageKey) =>
  z
    .custom<IncomingFile>((value) => value instanceof IncomingFile, { error: missing })
    .meta({ type: 'string', format: 'binary' });

export const IncomingFileSchema = incomingFile('fileRequired');

/** Temp files name their process, `upload-<uuid>-<pid>@<host>`, so a process started later can tell whose they are. */
export const tempName = () => `upload-${randomUUID()}-${process.pid}@${os.hostname()}`;
const TEMP_NAME = /^upload-[0-9a-f-]{36}-(\d+)@(.+)$/;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temp files left by processes of this machine that are gone (killed mid-upload: SIGKILL, out of memory,
 * power loss), or by an earlier process that had this pid (a container restarted); never a live process's, since
 * instances may share DATA_DIR, nor another machine's. Call it before this process receives uploads into `tempDir`.
 */
export async function removeAbandonedTempFiles(tempDir: string): Promise<number> {
  let removed = 0;
  for (const name of await fsp.readdir(tempDir)) {
    const match = TEMP_NAME.exec(name);
    if (!match || match[2] !== os.hostname()) continue;
    const pid = Number(match[1]);
    if (pid !== process.pid && isAlive(pid)) continue;
    await fsp.rm(path.join(tempDir, name), { force: true });
    removed += 1;
  }
  return removed;
}

export const fileTooLarge = (kind: UploadKind) =>
  new AppError(413, 'fileTooLarge', { max: formatMegabytes(UPLOAD_LIMITS[kind].maxBytes) });

/**
 * Streams an upload's file part to a temp file under `tempDir` while counting its size, so no upload is ever
 * held in memory; busboy stops the part at the kind's size limit. A part that fails or is too large leaves no
 * file behind; a received one is removed once the answer is sent.
 */
export async function receiveFile(
  request: FastifyRequest,
  part: MultipartFile,
  kind: UploadKind,
  tempDir: string,
): Promise<IncomingFile> {
  const tempPath = path.join(tempDir, tempName());
  let size = 0;
  let head = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
      done(null, chunk);
    },
  });
  const out = fs.createWriteStream(tempPath, { flags: 'wx' });
  try {
    await pipeline(part.file, counter, out);
    if (part.file.truncated) throw fileTooLarge(kind);
  } catch (error) {
    // A destroyed write stream may still be opening its file: remove it only once it is closed.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await fsp.rm(tempPath, { force: true });
    throw error;
  }
  const file = new IncomingFile(kind, part.filename ?? '', tempPath, size, head);
  request.incomingFiles = [...(request.incomingFiles ?? []), file];
  return file;
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
