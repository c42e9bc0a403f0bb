import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A refused body of a declared length up to this (or twice its route's limit, if larger) is read to its end. */
const DRAIN_MIN_BYTES = 16 * 1024 * 1024;

/** Whether the request came with a body that has not been received to its end. */
function unreadBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  if (raw.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return false;
  return !raw.complete && !raw.readableEnded;
}

/** Reads the rest of a body and drops it; resolves at its end, or when the connection ends first. */
function drain(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      resolve();
    };
    raw.on('end', done);
    raw.on('close', done);
    raw.on('error', done);
    // A parser that stopped reading (multipart) lets go; flowing with no data listener discards every chunk.
    raw.unpipe();
    raw.resume();
  });
}

/**
 * An answer sent before its request's body was read to its end (a refusal: 401, 413, 415, 429, a multipart
 * error...). Closing the connection while the client still sends makes its TCP stack reset the connection, and
 * the client often loses the answer with it ("fetch failed", EPIPE). So a body of a declared length up to the
 * bound (16 MB, or twice the route's own limit) is first read and dropped, then the answer goes; a longer one,
 * or one of unknown length (chunked), gets its answer at once and the connection closes, so no client can make
 * the server read without end (docs/decisions/0119-input-bounds-and-hostile-input.md). Node's requestTimeout still
 * bounds the time a slow body may take.
 */
export async function beforeAnswer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  if (!unreadBody(raw)) return;
  const declared = Number(raw.headers['content-length']);
  const limit = request.routeOptions.config?.multipart?.maxBytes ?? request.routeOptions.bodyLimit ?? 0;
  if (Number.isSafeInteger(declared) && declared <= Math.max(DRAIN_MIN_BYTES, 2 * limit)) {
    await drain(raw);
  } else {
    reply.header('connection', 'close');
  }
}
