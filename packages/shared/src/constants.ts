/** Business constants and limits, shared by server and web (docs/product/ names where each applies). */
export const ROLES = { admin: '1', hr: '2', seeker: '3' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const DEFAULT_ROLE: Role = ROLES.seeker;
export const REGISTRABLE_ROLES = [ROLES.hr, ROLES.seeker] as const;

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
export const CAPTCHA_MIN = 5;
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_SECONDS = 60;
export const CAPTCHA_REFRESH_LIMIT_SECONDS = 60;
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
/** Revoked and expired logins are kept this long after they end (support questions), then purged. */
export const ENDED_SESSION_RETENTION_DAYS = 7;
/** Password guesses (login, password change) are counted in windows of 15 minutes (ADR 0118). */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** Failures one address may make on one phone: past them that address may not try that phone. */
export const LOGIN_FAILURES_PER_PHONE_AND_IP = 5;
/** Failures on one phone from all addresses: past them only addresses that signed in to it before may try. */
export const LOGIN_FAILURES_PER_PHONE = 50;
/** Failures from one address on all phones: past them it may only try phones that signed in from it before. */
export const LOGIN_FAILURES_PER_IP = 30;
/** How long a successful sign-in keeps its (phone, address) pair known, renewed by each sign-in. */
export const LOGIN_KNOWN_ADDRESS_DAYS = 30;

export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_POLL_MS = 20_000;
export const NOTIFICATION_SCROLL_THRESHOLD_PX = 50;
export const CAROUSEL_INTERVAL_MS = 5_000;
export const HTTP_TIMEOUT_MS = 3_600_000;
export const UPLOAD_PROGRESS_RESET_MS = 1_000;

export const OPEN_DAYS = { min: 1, max: 365, default: 7 } as const;
export const BID_CODE_MAX = 6;
export const EXPERIENCE = { min: 0, max: 50 } as const;

/**
 * A search counts its matches exactly up to this many and pages only within them; past it the total is reported
 * as capped ("10,000+"), as large search engines do (ADR 0090).
 */
export const SEARCH_TOTAL_CAP = 10_000;

export const PAGE_SIZES = {
  jobs: { default: 10, options: [10, 20, 30, 50] },
  standards: { default: 10, options: [10, 20, 30, 50] },
  talents: { default: 12, options: [12, 20, 28, 36] },
  /** Courses page like the other lists (not by rows of the grid). */
  courses: { default: 10, options: [10, 20, 30, 50] },
} as const;
export const JOB_DESCRIPTION_CUT = 100;

export const FILE_LIMITS = {
  avatar: { maxBytes: 2 * 1024 * 1024, types: ['jpg', 'png'] },
  certificate: { maxBytes: 2 * 1024 * 1024, types: ['jpg', 'png', 'gif', 'webp'] },
  projectImage: { maxBytes: 5 * 1024 * 1024, types: ['jpg', 'png', 'gif', 'webp'] },
  video: { maxBytes: 50 * 1024 * 1024, types: ['mp4'] },
  standard: { maxBytes: 20 * 1024 * 1024, types: ['pdf'] },
  catalogImage: { maxBytes: 2 * 1024 * 1024, types: ['jpg', 'png', 'webp'] },
} as const;

/**
 * Images are refused past these dimensions, read from the header before any decoding: a small file can
 * decode to gigabytes (24 megapixels take about 100 MB once decoded).
 */
export const IMAGE_LIMITS = { maxPixels: 24_000_000, maxSide: 12_000 } as const;

/** The web app's local storage keys (docs/product/accounts-and-login.md#sessions). */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  nickName: 'nickName',
  expiredAt: 'expiredAt',
  role: 'role',
  profile: 'profile',
  language: 'language',
} as const;

export const LANGUAGES = ['zh', 'en'] as const;

/**
 * The cookies the web app keeps beside its stored login and language (ADR 0097): the server reads them only to draw
 * a signed-in light page's document, never to authorise a call (calls carry the x-token header).
 */
export const DOCUMENT_COOKIES = { token: 'token', language: 'language' } as const;
/** The element of a document drawn by the server that holds the answers it was drawn from. */
export const SERVER_STATE_ID = 'server-state';
/**
 * The element of a drawn document that lists the page's own modules: the prerender gate preloads them with the app's
 * entry after the first paint, so the page's HTML and stylesheets have the network and the main thread until then.
 */
export const ROUTE_MODULES_ID = 'route-modules';
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

export const API_PREFIX = '/u/v1';
export const TOKEN_HEADER = 'x-token';
