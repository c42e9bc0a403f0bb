import { API_PREFIX, accountsApi, jobsApi, pathOf, permissionsApi, ROLES, STORAGE_KEYS, talentsApi } from '@app/shared';
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

const JOB_DETAIL = /^\/job\/([1-9]\d{0,9})$/;
const TALENT_DETAIL = /^\/talent\/([1-9]\d{0,9})$/;

/**
 * The light pages' first calls (ADR 0097), by address and role: the /jobs search, the /job/{id} detail, or an HR's
 * /talents search or /talent/{id} resume the page will ask for, and the header's oil and avatar; none elsewhere. The
 * server draws a document from the same calls (app/server-render.tsx, ADR 0097).
 */
export function earlyCalls(pathname: string, search: string, role: string | null): string[] {
  const detail = JOB_DETAIL.exec(pathname);
  const talent = TALENT_DETAIL.exec(pathname);
  const hr = role === ROLES.hr;
  let page: string;
  if (pathname === '/jobs')
    page = url(jobsApi.search.path, jobSearchApiQuery(readJobSearch(new URLSearchParams(search))));
  else if (detail) page = url(jobsApi.detail.path, { id: detail[1] });
  // The talent pool is the HR's: another role is shown whom the page is for, and the page asks for nothing.
  else if (pathname === '/talents' && hr)
    page = url(talentsApi.search.path, talentApiQuery(readTalentSearch(new URLSearchParams(search))));
  // The resume the viewer asks for (a closed one answers 403, which the page shows as it would).
  else if (talent && hr) page = url(pathOf(permissionsApi.resume, { id: talent[1] }));
  else return [];
  return [page, url(pathOf(accountsApi.crudeAndProfile))];
}

/**
 * The route's code, beside the app's rather than after it (the router asks for the same modules). One statement per
 * page: a single import() over a choice of paths would make the bundler preload every page's files.
 */
function importRoute(pathname: string): void {
  const ignore = () => {};
  if (pathname === '/jobs') void import('../features/jobs/pages/jobs-page.tsx').catch(ignore);
  else if (JOB_DETAIL.test(pathname)) void import('../features/jobs/pages/job-detail-page.tsx').catch(ignore);
  else if (pathname === '/talents') void import('../features/talents/pages/talents-page.tsx').catch(ignore);
  else void import('../features/talents/pages/talent-detail-page.tsx').catch(ignore);
  void import('./query-shell.tsx').catch(ignore);
  void import('./layouts/main-layout.tsx').catch(ignore);
}

/**
 * Signed in, the entry starts a light page's data and code before the app's code has loaded (ADR 0097). When the
 * server drew the page, its data came with the document (`calls: false`): only the code is fetched.
 */
export function startEarlyRequests({ calls = true }: { calls?: boolean } = {}): void {
  let token: string | null = null;
  let role: string | null = null;
  try {
    token = localStorage.getItem(STORAGE_KEYS.token);
    role = localStorage.getItem(STORAGE_KEYS.role);
  } catch {
    return;
  }
  if (!token) return;
  const urls = earlyCalls(window.location.pathname, window.location.search, role);
  if (urls.length === 0) return;
  if (calls) for (const call of urls) startEarly(call, token);
  importRoute(window.location.pathname);
}
