import { JOB_MESSAGE_TYPES, type Message, ROLES, type Role } from '@app/shared';

/**
 * Where a notification leads (issue 9 item 9): a new applicant to the job's applicants, a move of the seeker's
 * application to that application on /user/job-seek, a saved search's alert to the saved searches; any other to SPEC §2's page of the role.
 */
export function messageTarget(message: Pick<Message, 'message_type' | 'event_id'>, role: Role | undefined): string {
  const id = message.event_id;
  if (id && message.message_type === JOB_MESSAGE_TYPES.applicationReceived) return `/user/job-post?applicants=${id}`;
  if (id && message.message_type === JOB_MESSAGE_TYPES.applicationStatus) return `/user/job-seek?application=${id}`;
  if (message.message_type === JOB_MESSAGE_TYPES.savedSearchAlert) return '/user/job-seek?tab=searches';
  return role === ROLES.hr ? '/user/resume-permissions' : '/user/messages';
}
