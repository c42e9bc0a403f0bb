/**
 * Every address the web app draws a page at (packages/web/src/app/routes.tsx, whose test holds the two equal), for the
 * server to answer a document request for any other address with 404 (docs/decisions/0070-web-delivery-and-first-visit.md).
 * `:id` stands for one path segment, as in the router.
 */
export const PAGE_ROUTES = [
  '/',
  '/login',
  '/bid/info/:id',
  '/company',
  '/resume',
  '/admin',
  '/admin/dashboard',
  '/admin/users',
  '/admin/jobs',
  '/admin/certificates',
  '/admin/majors',
  '/admin/standards',
  '/admin/carousel',
  '/admin/bid',
  '/admin/com',
  '/admin/com/service',
  '/admin/com/achievement',
  '/admin/com/qualification',
  '/admin/com/carousel',
  '/admin/audit',
  '/admin/courses',
  '/admin/forum',
  '/home',
  '/hot-majors',
  '/jobs',
  '/job/:id',
  '/talents',
  '/talent/:id',
  '/certificate/:id',
  '/major/:id',
  '/standards',
  '/standard/:id',
  '/courses',
  '/course/:id',
  '/forum',
  '/forum/post/:id',
  '/forum/create',
  '/forum/edit/:id',
  '/forum/user/:id',
  '/user',
  '/user/avatar',
  '/user/password',
  '/user/messages',
  '/user/resume',
  '/user/certificate',
  '/user/project-images',
  '/user/job-seek',
  '/user/standard',
  '/user/company',
  '/user/job-post',
  '/user/resume-permissions',
] as const;

/** The routes by their number of segments, each segment lower-cased or null for a parameter. */
const BY_LENGTH = new Map<number, (string | null)[][]>();
for (const route of PAGE_ROUTES) {
  const segments = route === '/' ? [] : route.slice(1).split('/');
  const parts = segments.map((s) => (s.startsWith(':') ? null : s.toLowerCase()));
  BY_LENGTH.set(parts.length, [...(BY_LENGTH.get(parts.length) ?? []), parts]);
}

/**
 * Whether the web app has a page at this path (no query string), matched as its router does: letters in any case,
 * trailing slashes ignored, a parameter one non-empty segment.
 */
export function isPagePath(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return pathname.startsWith('/');
  if (!trimmed.startsWith('/')) return false;
  const segments = trimmed.slice(1).split('/');
  if (segments.some((segment) => segment === '')) return false;
  return (BY_LENGTH.get(segments.length) ?? []).some((route) =>
    route.every((part, i) => part === null || part === segments[i]?.toLowerCase()),
  );
}
