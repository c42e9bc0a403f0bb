import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  formatMessage,
  JOB_MESSAGE_TYPES,
  labelOf,
  MESSAGES,
} from '@app/shared';
import type { Notification } from '../messages/index.ts';

type Key =
  | 'notifyApplicationReceived'
  | 'notifyApplicationStatus'
  | 'notifyApplicationRejected'
  | 'notifyJobApproved'
  | 'notifyJobRejected'
  | 'notifyJobEditApproved'
  | 'notifyJobEditRejected'
  | 'notifySavedSearchMatches'
  | 'notifyJobEndedByAdmin'
  | 'notifyJobDeletedByAdmin';

const REVIEW_KEYS = {
  job: { approved: 'notifyJobApproved', rejected: 'notifyJobRejected' },
  edit: { approved: 'notifyJobEditApproved', rejected: 'notifyJobEditRejected' },
} as const satisfies Record<string, Record<string, Key>>;

/** A system notification in both languages from a MESSAGES template. */
function bilingual(key: Key, zh: Record<string, string>, en: Record<string, string> = zh) {
  return { content: formatMessage(MESSAGES[key].zh, zh), contentEn: formatMessage(MESSAGES[key].en, en) };
}

/** To the HR: a job seeker applied to their job; it opens the job's applicants. */
export function applicationReceived(a: {
  hrId: number;
  seekerId: number;
  seekerName: string;
  jobId: number;
  jobTitle: string;
}): Notification {
  return {
    userId: a.hrId,
    senderId: a.seekerId,
    messageType: JOB_MESSAGE_TYPES.applicationReceived,
    eventId: a.jobId,
    ...bilingual('notifyApplicationReceived', { seeker: a.seekerName, title: a.jobTitle }),
  };
}

/** To the job seeker: the HR moved their application (a rejection with the HR's reason when one was given). */
export function applicationMoved(a: {
  hrId: number;
  seekerId: number;
  jobTitle: string;
  applicationId: number;
  status: ApplicationStatus;
  reason?: string;
}): Notification {
  const params = (lang: 'zh' | 'en') => ({ title: a.jobTitle, status: labelOf(APPLICATION_STATUSES, a.status, lang) });
  const withReason = a.status === 'rejected' && a.reason;
  return {
    userId: a.seekerId,
    senderId: a.hrId,
    messageType: JOB_MESSAGE_TYPES.applicationStatus,
    eventId: a.applicationId,
    ...(withReason
      ? bilingual('notifyApplicationRejected', { title: a.jobTitle, reason: a.reason ?? '' })
      : bilingual('notifyApplicationStatus', params('zh'), params('en'))),
  };
}

/** To the HR: an administrator reviewed their job, or their edit of an approved job. */
export function jobReviewed(a: {
  hrId: number;
  adminId: number;
  jobId: number;
  jobTitle: string;
  approved: boolean;
  edit: boolean;
  reason: string;
}): Notification {
  const key = REVIEW_KEYS[a.edit ? 'edit' : 'job'][a.approved ? 'approved' : 'rejected'];
  return {
    userId: a.hrId,
    senderId: a.adminId,
    messageType: 'job_review',
    eventId: a.jobId,
    ...bilingual(key, { title: a.jobTitle, reason: a.reason }),
  };
}

/** To the HR: an administrator ended or deleted their job. */
export function jobClosedByAdmin(a: {
  hrId: number;
  adminId: number;
  jobId: number;
  jobTitle: string;
  action: 'end' | 'delete';
}): Notification {
  return {
    userId: a.hrId,
    senderId: a.adminId,
    messageType: 'job_review',
    eventId: a.jobId,
    ...bilingual(a.action === 'end' ? 'notifyJobEndedByAdmin' : 'notifyJobDeletedByAdmin', { title: a.jobTitle }),
  };
}

/** To the job seeker: jobs matching one of their saved searches were approved (one message a day at most). */
export function savedSearchMatches(a: {
  userId: number;
  searchId: number;
  name: string;
  titles: string[];
  more: boolean;
}): Notification {
  const zh = `${a.titles.map((t) => `「${t}」`).join('、')}${a.more ? ' 等' : ''}`;
  const en = `${a.titles.map((t) => `"${t}"`).join(', ')}${a.more ? ' and more' : ''}`;
  return {
    userId: a.userId,
    messageType: JOB_MESSAGE_TYPES.savedSearchAlert,
    eventId: a.searchId,
    ...bilingual('notifySavedSearchMatches', { name: a.name, titles: zh }, { name: a.name, titles: en }),
  };
}
