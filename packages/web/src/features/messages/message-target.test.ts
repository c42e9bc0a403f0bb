import { describe, expect, it } from 'vitest';
import { messageTarget } from './message-target.ts';

describe('where a notification leads', () => {
  it("an HR's new applicant opens that job's applicants", () => {
    expect(messageTarget({ message_type: 'application_received', event_id: 41 }, '2')).toBe(
      '/user/job-post?applicants=41',
    );
  });

  it("a seeker's application message opens /user/job-seek with the application highlighted", () => {
    expect(messageTarget({ message_type: 'application_status', event_id: 9 }, '3')).toBe(
      '/user/job-seek?application=9',
    );
  });

  it("a saved search's alert opens the seeker's saved searches", () => {
    expect(messageTarget({ message_type: 'saved_search_alert', event_id: 3 }, '3')).toBe('/user/job-seek?tab=searches');
  });

  it("a request to view the seeker's resume is answered on /user/messages; its answer opens the HR's requests", () => {
    expect(messageTarget({ message_type: 'resume_view_request', event_id: 3 }, '3')).toBe('/user/messages');
    expect(messageTarget({ message_type: 'resume_view_allowed', event_id: 3 }, '2')).toBe('/user/resume-permissions');
    expect(messageTarget({ message_type: 'resume_view_rejected', event_id: 3 }, '2')).toBe('/user/resume-permissions');
  });

  it('a comment on one’s forum post and a reply to one’s comment open that post', () => {
    expect(messageTarget({ message_type: 'forum_comment', event_id: 12 }, '3')).toBe('/forum/post/12');
    expect(messageTarget({ message_type: 'forum_reply', event_id: 5 }, '2')).toBe('/forum/post/5');
  });

  it('any other message goes to the page of the role, as before', () => {
    expect(messageTarget({ message_type: 'oil_granted', event_id: 3 }, '2')).toBe('/user/resume-permissions');
    expect(messageTarget({ message_type: 'application_status', event_id: null }, '3')).toBe('/user/messages');
  });
});
