import type { HrViewRequest, ResumeViewer, SeekerViewRequest, ViewRequestState } from '@app/shared';
import type { ViewRequestListRow } from './repository.ts';

/** What both sides see of a request; the job's title only while it names a job. */
function requestFields({ request, jobTitle }: ViewRequestListRow) {
  return {
    request_id: request.id,
    job_id: request.jobId,
    job_title: request.jobId === null ? null : jobTitle,
    message: request.message,
    state: request.state as ViewRequestState,
    create_time: request.createdAt.toISOString(),
    decided_time: request.decidedAt?.toISOString() ?? null,
  };
}

/** A request in the HR's list, with the job seeker it went to. */
export const presentHrRequest = (row: ViewRequestListRow): HrViewRequest => ({
  ...requestFields(row),
  hunter_id: row.otherId,
  hunter_name: row.otherName,
  hunter_avatar: row.otherAvatar,
});

/** A request in the job seeker's list, with the HR who sent it. */
export const presentSeekerRequest = (row: ViewRequestListRow): SeekerViewRequest => ({
  ...requestFields(row),
  hr_id: row.otherId,
  hr_name: row.otherName,
  hr_avatar: row.otherAvatar,
});

/** An HR who viewed the seeker's resume: when last and how often. */
export const presentViewer = (row: {
  hrId: number;
  hrName: string;
  hrAvatar: string;
  lastViewedAt: Date;
  viewCount: number;
}): ResumeViewer => ({
  hr_id: row.hrId,
  hr_name: row.hrName,
  hr_avatar: row.hrAvatar,
  last_viewed_time: row.lastViewedAt.toISOString(),
  view_count: row.viewCount,
});
