/** What a job opened from /jobs carries in its history entry: the list as it was left. */
type FromList = { jobsList: string };

const LIST_PATH = '/jobs';

/** The history state for a job opened at `location`: on /jobs it remembers the search (filters and page). */
export function fromListState(location: { pathname: string; search: string }): FromList | undefined {
  return location.pathname === LIST_PATH ? { jobsList: `${LIST_PATH}${location.search}` } : undefined;
}

/** Where "Back to jobs" leads: the list with its search when the job was opened from it, else the plain list. */
export function backToListPath(state: unknown): string {
  const from = (state as Partial<FromList> | null | undefined)?.jobsList;
  return typeof from === 'string' && (from === LIST_PATH || from.startsWith(`${LIST_PATH}?`)) ? from : LIST_PATH;
}
