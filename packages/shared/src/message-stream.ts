// The message stream's protocol constants: no schemas, so the light pages load them without zod (ADR 0097).

/**
 * GET /user/messages/stream (text/event-stream, x-token header; read it with fetch, not EventSource): each new
 * message of the caller arrives as `event: message` with `data: <Message JSON>`; a `: ping` comment keeps the
 * connection alive every MESSAGE_STREAM_PING_MS. Polling stays the fallback when the stream is refused or drops.
 */
export const MESSAGE_STREAM_EVENT = 'message';
export const MESSAGE_STREAM_PING_MS = 25_000;
/** The `retry:` hint sent first: how long a client waits before reconnecting a dropped stream. */
export const MESSAGE_STREAM_RETRY_MS = 5_000;
/** Streams one user may hold at once (tabs); one more answers 429. */
export const MESSAGE_STREAMS_PER_USER = 5;
/** A stream ends after about this long (at a ping) and the client reconnects, signing in again. */
export const MESSAGE_STREAM_MAX_AGE_MS = 10 * 60_000;
