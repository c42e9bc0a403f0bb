import fsp from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { formatMegabytes, UPLOAD_LIMITS, type UploadKind } from '@app/shared';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../app-error.ts';
import { fileTooLarge, receiveFile, removeAbandonedTempFiles } from './incoming.ts';
import { boundaryOf, PART_HEADER_BYTES, PART_HEADER_LINES, PartHeaderWatch } from './part-headers.ts';

/** What a route accepts as multipart/form-data. */
export type MultipartSpec = {
  /** Upload routes: the kind of the one file, sent in the field `file`. Form routes take no file at all. */
  upload?: UploadKind;
  fields: number;
  /** Bytes of one field's value. */
  fieldSize: number;
  /** Bytes of the whole body, counted as it streams; the route's body limit when absent. */
  maxBytes?: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the routes that accept multipart/form-data; every other route answers 415 to it. */
    multipart?: MultipartSpec;
  }
}

/** Room for an upload's text fields and part headers beside its file. */
const UPLOAD_OVERHEAD = 64 * 1024;

/** Route config of a form-only multipart route (the web sends register, login and a few more as multipart). */
export const formRoute = (limits: Partial<Omit<MultipartSpec, 'upload'>> = {}) => ({
  multipart: { fields: 30, fieldSize: 64 * 1024, ...limits } satisfies MultipartSpec,
});

/** Route config of an upload route: one file of this kind (its `UPLOAD_LIMITS`) and a few short text fields. */
export const uploadRoute = (kind: UploadKind) => ({
  multipart: {
    upload: kind,
    fields: 8,
    fieldSize: 8 * 1024,
    maxBytes: UPLOAD_LIMITS[kind].maxBytes + UPLOAD_OVERHEAD,
  } satisfies MultipartSpec,
});

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

function tooLarge(spec: MultipartSpec, maxBytes: number): AppError {
  return spec.upload
    ? fileTooLarge(spec.upload)
    : new AppError(413, 'multipartTooLarge', { max: formatMegabytes(maxBytes) });
}

/**
 * Counts the body's bytes and watches each part's header block as the parser reads them. Past `max` bytes, or
 * at a part with too many or too long header lines, the request is failed with the matching error, which
 * @fastify/multipart (listening for request errors) hands to the parts iterator; it also destroys the file part
 * being written. This listener is added before the parser's pipe, so it sees each chunk first.
 */
function watchBody(raw: IncomingMessage, max: number, tooLarge: () => Error): () => void {
  const boundary = boundaryOf(raw.headers['content-type']);
  const headers = boundary === null ? null : new PartHeaderWatch(boundary);
  let seen = 0;
  const fail = (error: Error) => {
    raw.off('data', onData);
    raw.unpipe();
    if (raw.listenerCount('error') > 0) raw.emit('error', error);
  };
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > max) return fail(tooLarge());
    if (headers?.push(chunk)) {
      fail(badRequest('multipartPartHeaders', { lines: PART_HEADER_LINES, size: kilobytes(PART_HEADER_BYTES) }));
    }
  };
  raw.on('data', onData);
  // Listening for data starts the flow; paused, no chunk is emitted before the parser pipes (and resumes) it.
  raw.pause();
  return () => raw.off('data', onData);
}

function addField(body: Record<string, unknown>, name: string, value: unknown) {
  const previous = body[name];
  if (previous === undefined) body[name] = value;
  else body[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
}

async function readBody(request: FastifyRequest, spec: MultipartSpec, tempDir: string) {
  const maxBytes = spec.maxBytes ?? request.routeOptions.bodyLimit ?? 1024 * 1024;
  if (Number(request.headers['content-length']) > maxBytes) throw tooLarge(spec, maxBytes);
  const files = spec.upload ? 1 : 0;
  const limits = {
    fields: spec.fields,
    fieldSize: spec.fieldSize,
    files,
    fileSize: spec.upload ? UPLOAD_LIMITS[spec.upload].maxBytes : 0,
    parts: spec.fields + files,
    // busboy drops header lines past these without a word; watchBody refuses such a part first.
    headerPairs: PART_HEADER_LINES,
    headerSize: PART_HEADER_BYTES,
  };
  const body: Record<string, unknown> = {};
  const stop = watchBody(request.raw, maxBytes, () => tooLarge(spec, maxBytes));
  // The parts end with the request, not at the closing boundary: what follows it is counted too.
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new AppError(413, 'multipartFieldTooLong', { max: kilobytes(spec.fieldSize) });
        }
        addField(body, part.fieldname, part.value);
      } else if (!spec.upload || part.fieldname !== 'file') {
        part.file.destroy();
        throw badRequest(spec.upload ? 'multipartFileField' : 'multipartNoFiles');
      } else {
        addField(body, part.fieldname, await receiveFile(request, part, spec.upload, tempDir));
      }
    }
  } finally {
    stop();
  }
  return body;
}

/** Errors of @fastify/multipart and busboy, as the client is told about them. */
function clientError(error: unknown, spec: MultipartSpec): unknown {
  if (error instanceof AppError) return error;
  // The disk failing under a temp file is the server's fault, not the client's.
  if (error instanceof Error && 'syscall' in error) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, 'multipartTooManyFields', { max: spec.fields });
    case 'FST_FILES_LIMIT':
      return badRequest(spec.upload ? 'multipartOneFile' : 'multipartNoFiles');
    case 'FST_REQ_FILE_TOO_LARGE':
      return spec.upload ? fileTooLarge(spec.upload) : badRequest('multipartNoFiles');
    default:
      // No boundary, a truncated body, a malformed part header, a prototype key as a field name.
      return badRequest('multipartInvalid');
  }
}

/** Temp folders apps of this process receive uploads into, with how many apps do. */
const tempDirsInUse = new Map<string, number>();

/**
 * multipart/form-data only where a route declares it (`formRoute()` or `uploadRoute(kind)`), parsed by
 * @fastify/multipart under that route's limits: the fields and files it expects, the size of each, and the
 * whole body counted as it streams. Everything else answers 415 before its body is read. A failure while the
 * client still sends is answered after the rest of a body of declared length is read, or with the connection
 * closed (plugins/refused-body.ts).
 */
export const multipartPlugin = fp(async (app: FastifyInstance, opts: { tempDir: string }) => {
  await fsp.mkdir(opts.tempDir, { recursive: true });
  // The partial uploads of a process that died (its temp files); a sibling app of this process keeps its own.
  if (!tempDirsInUse.has(opts.tempDir)) {
    const removed = await removeAbandonedTempFiles(opts.tempDir);
    if (removed > 0) app.log.warn({ removed }, 'temp files of ended processes removed');
  }
  tempDirsInUse.set(opts.tempDir, (tempDirsInUse.get(opts.tempDir) ?? 0) + 1);
  app.addHook('onClose', async () => {
    const left = (tempDirsInUse.get(opts.tempDir) ?? 1) - 1;
    if (left > 0) tempDirsInUse.set(opts.tempDir, left);
    else tempDirsInUse.delete(opts.tempDir);
  });
  // Defaults refuse everything: each route passes its own limits.
  await app.register(fastifyMultipart, { limits: { fields: 0, files: 0, parts: 0, fileSize: 0 } });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || request.is404) return;
    const spec = request.routeOptions.config.multipart;
    try {
      if (!spec) throw new AppError(415, 'multipartUnsupported');
      request.body = await readBody(request, spec, opts.tempDir);
    } catch (error) {
      throw spec ? clientError(error, spec) : error;
    }
  });
});
