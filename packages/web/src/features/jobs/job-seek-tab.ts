import { oneOf } from '../../lib/url-filters.ts';

const JOB_SEEK_TABS = ['applications', 'saved', 'searches'] as const;

/** The tab of /user/job-seek in its URL (?tab=saved, ?tab=searches), so a message or a bookmark can open it. */
export const readJobSeekTab = (params: URLSearchParams) => oneOf(JOB_SEEK_TABS, params.get('tab')) ?? 'applications';
