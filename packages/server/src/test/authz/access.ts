import { multipart } from '../http.ts';
import { CALLERS, type CallerName, type World } from './world.ts';

/**
 * What one caller must get from one route: 'ok' is a 2xx answer (or, for a route marked `loose`, any answer but
 * 401, 403 and 5xx); a number is the exact refusal status.
 */
export type Expected = 'ok' | 401 | 403 | 404;
export type Access = Readonly<Record<CallerName, Expected>>;

const outsiders = { anonymous: 401, disabled: 401, expired: 401, bidHolder: 401 } as const;
const refusedRoles = (ok: readonly CallerName[]) => {
  const signedIn = ['seeker', 'seeker2', 'hr', 'hr2', 'admin'] as const;
  return Object.fromEntries(signedIn.map((c) => [c, ok.includes(c) ? 'ok' : 403])) as Record<
    (typeof signedIn)[number],
    Expected
  >;
};

/** Anyone, signed in or not, with any token or none. */
export const publicAccess: Access = Object.fromEntries(CALLERS.map((c) => [c, 'ok'])) as Access;
/** Every signed-in role; no session (or a dead one: disabled, expired; a bid credential is none) is 401. */
export const anyUser: Access = { ...outsiders, ...refusedRoles(['seeker', 'seeker2', 'hr', 'hr2', 'admin']) };
export const seekerOnly: Access = { ...outsiders, ...refusedRoles(['seeker', 'seeker2']) };
export const hrOnly: Access = { ...outsiders, ...refusedRoles(['hr', 'hr2']) };
export const adminOnly: Access = { ...outsiders, ...refusedRoles(['admin']) };
/** A public route that only the holder of the bid's credential (x-bid-access) gets through: 403 to all others. */
export const bidHolder: Access = { ...(Object.fromEntries(CALLERS.map((c) => [c, 403])) as Access), bidHolder: 'ok' };
/** Nobody without the URL's signature (the signature is the credential). */
export const signedUrlOnly: Access = Object.fromEntries(CALLERS.map((c) => [c, 403])) as Access;

/**
 * Ownership: of the callers `access` lets in, only `owners` get through; the others (another seeker, another HR,
 * an administrator...) get `refusal`.
 */
export function only(access: Access, owners: readonly CallerName[], refusal: 403 | 404): Access {
  return Object.fromEntries(
    CALLERS.map((c) => [c, access[c] === 'ok' && !owners.includes(c) ? refusal : access[c]]),
  ) as Access;
}
/** The owner seeker ("seeker") alone among seekers; "seeker2" is refused. */
export const mySeeker = (refusal: 403 | 404) => only(seekerOnly, ['seeker'], refusal);
/** The owner HR ("hr") alone among HRs; "hr2" is refused. */
export const myHr = (refusal: 403 | 404) => only(hrOnly, ['hr'], refusal);

/** One request, as app.inject takes it (credentials are added per caller). */
export type Req = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: string | Buffer | Record<string, unknown>;
  headers?: Record<string, string>;
};
/** Built again for every cell (objects a cell may change or delete are made anew, owned by "seeker" or "hr"). */
export type Build = (w: World) => Req | Promise<Req>;

/**
 * When the cells of a route run, one route after another: 'normal' first (each writes objects of its own or only
 * reads shared ones); 'late' after those (they change shared objects: delete, revoke, reset, replace, reorder whole
 * lists); 'last' ends sessions.
 */
export type Phase = 'normal' | 'late' | 'last';

export type Entry = {
  access: Access;
  request?: Build;
  /** Why an admitted caller cannot be held to 2xx (any answer but 401/403/5xx is then accepted). */
  loose?: string;
  phase?: Phase;
  /** The answer never ends (a live stream): read its status only. */
  stream?: boolean;
  /** A check of an admitted caller's 2xx answer beyond its status (what a caller who owns nothing must not get). */
  verify?: (caller: CallerName, body: unknown) => string | null;
};

const withQuery = (url: string, query: Record<string, string | number> = {}) => {
  const text = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return text ? `${url}?${text}` : url;
};
export const get = (url: string, query?: Record<string, string | number>): Req => ({
  method: 'GET',
  url: withQuery(url, query),
});
export const del = (url: string, query?: Record<string, string | number>): Req => ({
  method: 'DELETE',
  url: withQuery(url, query),
});
export const post = (url: string, payload: Record<string, unknown> = {}): Req => ({ method: 'POST', url, payload });
export const form = (
  url: string,
  fields: Record<string, string | number>,
  file?: { filename: string; data: Buffer; contentType?: string },
): Req => ({ method: 'POST', url, ...multipart(fields, file) });

/** An entry: who gets through, and (when the route takes input) how its request is built. */
export const rule = (access: Access, request?: Build, options: Omit<Entry, 'access' | 'request'> = {}): Entry => ({
  access,
  ...(request ? { request } : {}),
  ...options,
});
