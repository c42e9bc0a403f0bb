import { oneOf } from '../../lib/url-filters.ts';

const SEEKER_MESSAGE_TABS = ['messages', 'viewers', 'granted'] as const;

/** The seeker's tab of /user/messages in its URL (?tab=viewers, ?tab=granted). */
export const readMessagesTab = (params: URLSearchParams) => oneOf(SEEKER_MESSAGE_TABS, params.get('tab')) ?? 'messages';
