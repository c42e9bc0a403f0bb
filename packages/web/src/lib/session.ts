import {
  DEFAULT_LANGUAGE,
  DEFAULT_ROLE,
  DOCUMENT_COOKIES,
  LANGUAGES,
  type Language,
  type LoginResult,
  ROLES,
  type Role,
  STORAGE_KEYS,
  storedLoginEntries,
} from '@app/shared';

/** The stored login, under the local storage keys (token, userId, nickName, expiredAt, role, profile). */
export type Session = {
  token: string;
  userId: string;
  nickName: string;
  /** Seconds timestamp; 0 when unknown. */
  expiredAt: number;
  role: Role;
  profile: string;
};

const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.nickName,
  STORAGE_KEYS.expiredAt,
  STORAGE_KEYS.role,
  STORAGE_KEYS.profile,
] as const;

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } | undefined;

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function toRole(value: string | null): Role {
  return value === ROLES.admin || value === ROLES.hr || value === ROLES.seeker ? value : DEFAULT_ROLE;
}

function notify() {
  cached = undefined;
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) || null;
}

/** The stored login, or null without a token. The same object is returned while nothing changed. */
export function readSession(): Session | null {
  const store = storage();
  if (!store) return null;
  const raw = SESSION_KEYS.map((key) => store.getItem(key) ?? '').join('\u0000');
  if (cached?.raw === raw) return cached.session;
  const token = store.getItem(STORAGE_KEYS.token);
  const session: Session | null = token
    ? {
        token,
        userId: store.getItem(STORAGE_KEYS.userId) ?? '',
        nickName: store.getItem(STORAGE_KEYS.nickName) ?? '',
        expiredAt: Number(store.getItem(STORAGE_KEYS.expiredAt)) || 0,
        role: toRole(store.getItem(STORAGE_KEYS.role)),
        profile: store.getItem(STORAGE_KEYS.profile) ?? '',
      }
    : null;
  cached = { raw, session };
  return session;
}

/**
 * Copies the stored login's token and the language into cookies for the server's drawing of a light page's document
 * (ADR 0097), ending with the login. SameSite=Strict: no other site's page sends them. Not HttpOnly: the token is in
 * local storage anyway, which script reads; no API call accepts the cookie, so it authorises nothing.
 */
export function writeDocumentCookies(): void {
  const store = storage();
  if (!store || typeof document === 'undefined') return;
  const scope = `; Path=/; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}`;
  const token = store.getItem(STORAGE_KEYS.token);
  const expiredAt = Number(store.getItem(STORAGE_KEYS.expiredAt)) || 0;
  const left = expiredAt > 0 ? `; Max-Age=${Math.max(0, expiredAt - Math.floor(Date.now() / 1000))}` : '';
  const cookies = [
    token
      ? `${DOCUMENT_COOKIES.token}=${encodeURIComponent(token)}${scope}${left}`
      : `${DOCUMENT_COOKIES.token}=${scope}; Max-Age=0`,
    `${DOCUMENT_COOKIES.language}=${readLanguage()}${scope}; Max-Age=31536000`,
  ];
  for (const cookie of cookies) {
    // Synchronous on purpose: the next document request must carry it. The Cookie Store API is asynchronous and not
    // in every browser the app supports; the values are built and encoded above.
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = cookie;
  }
}

export function saveLogin(result: LoginResult): void {
  const store = storage();
  if (!store) return;
  for (const [key, value] of storedLoginEntries(result)) store.setItem(key, value);
  if (!result.profile) store.removeItem(STORAGE_KEYS.profile);
  writeDocumentCookies();
  notify();
}

/** Updates one stored field of the login (e.g. after the user changes nickname or avatar). */
export function updateSession(patch: Partial<Pick<Session, 'nickName' | 'profile'>>): void {
  const store = storage();
  if (!store) return;
  if (patch.nickName !== undefined) store.setItem(STORAGE_KEYS.nickName, patch.nickName);
  if (patch.profile !== undefined) store.setItem(STORAGE_KEYS.profile, patch.profile);
  notify();
}

/** Clears the stored login; the language stays. */
export function clearSession(): void {
  const store = storage();
  if (!store) return;
  for (const key of SESSION_KEYS) store.removeItem(key);
  writeDocumentCookies();
  notify();
}

/** True when the stored expiry (seconds) lies in the past. */
export function isExpired(session: Session, nowMs = Date.now()): boolean {
  return session.expiredAt > 0 && session.expiredAt * 1000 <= nowMs;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Another tab logged in or out.
  window.addEventListener('storage', (event) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) notify();
  });
}

/** The saved interface language (key `language`, zh by default). */
export function readLanguage(): Language {
  const value = storage()?.getItem(STORAGE_KEYS.language);
  return LANGUAGES.includes(value as Language) ? (value as Language) : DEFAULT_LANGUAGE;
}

export function saveLanguage(language: Language): void {
  storage()?.setItem(STORAGE_KEYS.language, language);
  writeDocumentCookies();
}
