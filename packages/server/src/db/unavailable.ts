/**
 * Errors that say the database is away or busy rather than that the request is wrong: the caller should
 * retry later (503), and the server keeps running until the database is back.
 */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '40P01', // deadlock_detected: the transaction lost a race for locks; trying again succeeds
  '40001', // serialization_failure: likewise
]);

const ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres and PGlite raise these without a code. */
const MESSAGES = [
  /^Connection terminated/, // the socket closed, or the connect timeout fired
  /^timeout exceeded when trying to connect/, // pool: no free connection within connectionTimeoutMillis
  /not queryable/, // a client whose connection already failed
  /^PGlite is closed/,
];

function matches(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SQLSTATES.has(code) || ERRNOS.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

/** Looks through Drizzle's wrapper (`cause`) and a failed multi-address connect (`errors`). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if (matches(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/**
 * What the log keeps of a database fault: the code and message of the fault itself, not Drizzle's wrapper, whose
 * message holds the failed query and its parameters (session-token hashes, addresses) and runs to kilobytes.
 */
export function databaseFaultSummary(error: unknown, depth = 0): { code?: string; message?: string } {
  if (typeof error !== 'object' || error === null || depth > 4) return {};
  if (matches(error)) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return {
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof message === 'string' ? { message: message.slice(0, 200) } : {}),
    };
  }
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  const inner = databaseFaultSummary(cause, depth + 1);
  if (inner.code || inner.message) return inner;
  return Array.isArray(errors) && errors.length > 0 ? databaseFaultSummary(errors[0], depth + 1) : {};
}
