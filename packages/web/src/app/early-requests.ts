import { API_PREFIX, ROLES, STORAGE_KEYS } from '@app/shared';
import { jobSearchApiQuery } from '../features/jobs/pages/jobs-query.ts';
import { readJobSearch } from '../features/jobs/search-params.ts';
import { readTalentSearch, talentApiQuery } from '../features/talents/search-params.ts';
import { startEarly } from '../lib/early-answers.ts';

function url(path: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const text = params.toString();
  return `${API_PREFIX}${path}${text ? `?${text}` : ''}`;
}

/**
 * Signed in, the entry starts the light pages' data before the app's code has loaded (ADR 0097): the header's
 * oil and avatar, and the /jobs search, the /job/{id} detail, or an HR's /talents search or /talent/{id} resume the
 * page will ask for; and the route's code.
 */
export function startEarlyRequests(): void {
  let token: string | null = null;
  let role: string | null = null;
  try {
    token = localStorage.getItem(STORAGE_KEYS.token);
    role = localStorage.getItem(STORAGE_KEYS.role);
  } catch {
    return;
  }
  if (!token) return;
  const { pathname, search } = window.location;
  const detail = /^\/job\/([1-9]\d{0,9})$/.exec(pathname);
  const talent = /^\/talent\/([1-9]\d{0,9})$/.exec(pathname);
  const hr = role === ROLES.hr;
  if (pathname === '/jobs') {
    startEarly(url('/hunter/search/job', jobSearchApiQuery(readJobSearch(new URLSearchParams(search)))), token);
    void import('../features/jobs/pages/jobs-page.tsx').catch(() => {});
  } else if (detail) {
    startEarly(url('/hunter/get/job', { id: detail[1] }), token);
    void import('../features/jobs/pages/job-detail-page.tsx').catch(() => {});
  } else if (pathname === '/talents' && hr) {
    // The talent pool is the HR's: another role is shown whom the page is for, and the page asks for nothing.
    startEarly(url('/hr/search/user/list', talentApiQuery(readTalentSearch(new URLSearchParams(search)))), token);
    void import('../features/talents/pages/talents-page.tsx').catch(() => {});
  } else if (talent && hr) {
    // The resume the viewer asks for (a closed one answers 403, which the page shows as it would).
    startEarly(url(`/hr/get/user/resume/${talent[1]}`), token);
    void import('../features/talents/pages/talent-detail-page.tsx').catch(() => {});
  } else return;
  startEarly(url('/user/get/crude/and/profile'), token);
  // The route's code too, beside the app's rather than after it (the router asks for the same modules).
  void import('./query-shell.tsx').catch(() => {});
  void import('./layouts/main-layout.tsx').catch(() => {});
}
