import { formatMessage, MESSAGES, type MessageKey, PERMISSION_MESSAGE_TYPES } from '@app/shared';
import type { Notification } from '../messages/index.ts';

/** A notification's text in both languages, naming the job when the request has one. */
function bilingual(key: MessageKey, params: Record<string, string>, jobTitle: string | null) {
  const text = (lang: 'zh' | 'en') => {
    const job = jobTitle ? formatMessage(MESSAGES.viewRequestForJob[lang], { title: jobTitle }) : '';
    return formatMessage(MESSAGES[key][lang], { ...params, job });
  };
  return { content: text('zh'), contentEn: text('en') };
}

/** To the seeker: an HR asks to view their resume (event_id: the request). */
export function viewRequested(a: {
  requestId: number;
  hrId: number;
  hrName: string;
  seekerId: number;
  jobTitle: string | null;
  message: string;
}): Notification {
  return {
    userId: a.seekerId,
    senderId: a.hrId,
    messageType: PERMISSION_MESSAGE_TYPES.request,
    eventId: a.requestId,
    ...bilingual('notifyResumeViewRequest', { hr: a.hrName, message: a.message }, a.jobTitle),
  };
}

/** To the HR: the seeker allowed or rejected their request (event_id: the request). */
export function viewAnswered(a: {
  requestId: number;
  hrId: number;
  seekerId: number;
  seekerName: string;
  jobTitle: string | null;
  allowed: boolean;
}): Notification {
  return {
    userId: a.hrId,
    senderId: a.seekerId,
    messageType: a.allowed ? PERMISSION_MESSAGE_TYPES.allowed : PERMISSION_MESSAGE_TYPES.rejected,
    eventId: a.requestId,
    ...bilingual(
      a.allowed ? 'notifyResumeViewAllowed' : 'notifyResumeViewRejected',
      { seeker: a.seekerName },
      a.jobTitle,
    ),
  };
}
