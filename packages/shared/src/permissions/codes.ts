import type { Labelled } from '../common/labels.ts';

// Resume view permissions (ADR 0096): an HR asks to view a closed resume, the seeker answers.

/** pending -> allowed | rejected (the seeker answers); allowed -> revoked (the seeker takes it back). */
export const VIEW_REQUEST_STATES = ['pending', 'allowed', 'rejected', 'revoked'] as const;
export type ViewRequestState = (typeof VIEW_REQUEST_STATES)[number];

/** The states' names in both languages, for lists and filters. */
export const VIEW_REQUEST_STATE_LABELS = [
  { value: 'pending', zh: '待处理', en: 'Pending' },
  { value: 'allowed', zh: '已同意', en: 'Allowed' },
  { value: 'rejected', zh: '已拒绝', en: 'Rejected' },
  { value: 'revoked', zh: '已撤销', en: 'Revoked' },
] as const satisfies readonly Labelled<ViewRequestState>[];

/** Message types of the flow: to the seeker a request, to the HR its answer (event_id = the request id). */
export const PERMISSION_MESSAGE_TYPES = {
  request: 'resume_view_request',
  allowed: 'resume_view_allowed',
  rejected: 'resume_view_rejected',
} as const;

export const VIEW_REQUEST_LIMITS = {
  /** The HR's message to the seeker. */
  message: 500,
  /** Ids one call of the seeker's list may ask for (the requests behind a page of messages). */
  idList: 50,
} as const;

/** Page sizes of the requests and viewers lists. */
export const VIEW_REQUEST_PAGE_SIZES = { default: 10, max: 50 } as const;
