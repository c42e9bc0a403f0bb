import { ROLES, type Role } from '@app/shared';

/**
 * Where a login or a registration goes on to: the page the visitor was sent away from, carried as `?next=` on
 * /login. Only a same-site path is followed; anything else, and no `next`, goes to the role's own landing page.
 * Plain string work, no URL parser: the standalone login screen (ADR 0070) imports this and stays small.
 */

/** The query parameter of /login that names the page to return to. */
const NEXT_PARAM = 'next';

/** Longer return paths are dropped (every page of the app has a short address). */
export const MAX_RETURN_PATH = 512;

// Control characters (tabs and newlines included: browsers strip them, so `/\t/evil.com` would become `//evil.com`).
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is looked for.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The path a logged-in visitor goes to first: admins their console, everyone else the home page. */
export function landingOf(role: Role): string {
  return role === ROLES.admin ? '/admin/dashboard' : '/home';
}

function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/** A path the browser and the router both read as this site's, and one to return to (not /login itself). */
function acceptable(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || CONTROL.test(path)) return false;
  // react-router matches routes without regard to case and without trailing slashes.
  const pathname = pathnameOf(path).replace(/\/+$/, '').toLowerCase();
  return pathname !== '/login';
}

/**
 * `raw` if it is a safe return path: one leading "/" (not "//" nor "/\"), no scheme, no backslash, no control
 * character, at most MAX_RETURN_PATH characters, and not /login itself (no loop); else null. The same holds once
 * percent-decoded, so an encoded `/%2F%2Fevil.com` is refused as `//evil.com` is.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RETURN_PATH) return null;
  if (!acceptable(raw)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return acceptable(decoded) ? raw : null;
}

/** Where to go after a login or a registration, from /login's query string (`location.search`). */
export function afterLoginPath(search: string, role: Role): string {
  // Bounded before it is parsed: a huge query string is not looked at.
  const next = search.length > MAX_RETURN_PATH * 4 ? null : new URLSearchParams(search).get(NEXT_PARAM);
  return safeReturnPath(next) ?? landingOf(role);
}

/** /login, with `from` as the page to return to when it is one (a plain /login otherwise). */
export function loginPathFor(from: string): string {
  const next = safeReturnPath(from);
  return next && next !== '/' ? `/login?${NEXT_PARAM}=${encodeURIComponent(next)}` : '/login';
}
