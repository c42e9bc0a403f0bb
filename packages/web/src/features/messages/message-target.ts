import {
  FORUM_MESSAGE_TYPES,
  JOB_MESSAGE_TYPES,
  type Message,
  PERMISSION_MESSAGE_TYPES,
  ROLES,
  type Role,
} from '@app/shared';

/**
 * Where a notification leads (docs/product/messages.md#a-message): a new applicant to the job's applicants, a move
 * of the seeker's application to that application on /user/job-seek, a saved search's alert to the saved
 * searches; a request to view the seeker's resume to /user/messages (answered there), its answer to the HR's
 * /user/resume-permissions; a comment on one's forum post or a reply to one's comment to that post; any
 * other to the role's page.
 */
export function messageTarget(message: Pick<Message, 'message_type' | 'event_id'>, role: Role | undefined): string {
  const id = message.event_id;
  const type = message.message_type;
  if (id && type === JOB_MESSAGE_TYPES.applicationReceived) return `/user/job-post?applicants=${id}`;
  if (id && type === JOB_MESSAGE_TYPES.applicationStatus) return `/user/job-seek?application=${id}`;
  if (type === JOB_MESSAGE_TYPES.savedSearchAlert) return '/user/job-seek?tab=searches';
  if (id && (type === FORUM_MESSAGE_TYPES.comment || type === FORUM_MESSAGE_TYPES.reply)) return `/forum/post/${id}`;
  if (type === PERMISSION_MESSAGE_TYPES.request) return '/user/messages';
  if (type === PERMISSION_MESSAGE_TYPES.allowed || type === PERMISSION_MESSAGE_TYPES.rejected)
    return '/user/resume-permissions';
  return role === ROLES.hr ? '/user/resume-permissions' : '/user/messages';
}
