import {
  type Applicant,
  type ApplicantNote,
  type Application,
  type ApplicationStatus,
  type CatalogOption,
  type City,
  type ExperienceBand,
  type HrJobItem,
  JOB_STATUS,
  type JobDetail,
  type JobEdit,
  type JobListItem,
  type JobMatch,
  type JobType,
  type MyApplication,
  type PendingJobEdit,
  type ReviewStatus,
  type SalaryBand,
  type SavedJob,
  type SavedSearch,
  SavedSearchQuerySchema,
} from '@app/shared';
import type { ApplicationRow, OwnApplication } from './applicant-repository.ts';
import type { JobRow } from './job-repository.ts';
import type { SavedSearchRow } from './saved-repository.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export type JobLinks = { certs: CatalogOption[]; majors: CatalogOption[] };

/** The links of many jobs, by job id (the jobs repository's `links`). */
type LinksByJob = { certs: Map<number, CatalogOption[]>; majors: Map<number, CatalogOption[]> };

/** One job's links out of many jobs' (none when it links nothing). */
export const linksOf = (found: LinksByJob, jobId: number): JobLinks => ({
  certs: found.certs.get(jobId) ?? [],
  majors: found.majors.get(jobId) ?? [],
});

export function presentJob(
  row: JobRow,
  links: JobLinks,
  extra: { applied?: boolean; match?: JobMatch } = {},
): JobListItem {
  return {
    id: row.id,
    title: row.title,
    city: row.city as City,
    address: row.address,
    company: row.company,
    publisher_name: row.publisherName,
    status: row.status,
    description: row.description,
    cert_list: links.certs,
    major_list: links.majors,
    en_major_list: links.majors.map((m) => m.en_name),
    en_cert_list: links.certs.map((c) => c.en_name),
    job_type: row.jobType as JobType,
    experience: row.experience as ExperienceBand,
    salary: row.salary as SalaryBand,
    create_time: iso(row.createdAt),
    uid: row.hrId,
    ...extra,
  };
}

/** The live version of a job in the shape of an edit, to compare one with it. */
export function liveEdit(row: JobRow, links: JobLinks): JobEdit {
  return {
    title: row.title,
    city: row.city as City,
    address: row.address,
    company: row.company,
    company_desc: row.companyDesc,
    publisher_name: row.publisherName,
    description: row.description,
    phone: row.phone,
    email: row.email,
    wechat: row.wechat,
    job_type: row.jobType as JobType,
    experience: row.experience as ExperienceBand,
    salary: row.salary as SalaryBand,
    cert_list: links.certs,
    major_list: links.majors,
  };
}

/** The edit of an approved job awaiting review (or rejected), for its HR and administrators only. */
export function presentPendingEdit(row: JobRow): PendingJobEdit | null {
  if (!row.pendingEdit || !row.pendingReviewStatus) return null;
  return {
    ...row.pendingEdit,
    review_status: row.pendingReviewStatus as PendingJobEdit['review_status'],
    reject_reason: row.pendingRejectReason,
    update_time: iso(row.pendingUpdatedAt ?? row.updatedAt),
  };
}

export function presentJobDetail(
  row: JobRow,
  links: JobLinks,
  extra: {
    applied?: boolean;
    match?: JobMatch;
    application?: JobDetail['application'];
    pending_edit?: PendingJobEdit | null;
  } = {},
): JobDetail {
  return {
    ...presentJob(row, links, extra),
    company_desc: row.companyDesc,
    phone: row.phone,
    email: row.email,
    wechat: row.wechat,
    review_status: row.reviewStatus as ReviewStatus,
    reject_reason: row.rejectReason,
    update_time: iso(row.updatedAt),
    revision: row.revision,
  };
}

/** A job the HR or an administrator manages: with the edit it holds for review. */
export const presentManagedJob = (row: JobRow, links: JobLinks): JobDetail =>
  presentJobDetail(row, links, { pending_edit: presentPendingEdit(row) });

/** One of the HR's own jobs, with its live applicants and how many of them are unread. */
export function presentHrJob(row: JobRow, links: JobLinks, counts?: { all: number; fresh: number }): HrJobItem {
  return {
    ...presentManagedJob(row, links),
    applicant_count: counts?.all ?? 0,
    new_applicant_count: counts?.fresh ?? 0,
  };
}

/** What the audit log keeps of a job before and after an administrator's write. */
export const auditSnapshot = (job: JobDetail, extra: Record<string, unknown> = {}) => ({
  title: job.title,
  status: job.status,
  review_status: job.review_status,
  pending_review_status: job.pending_edit?.review_status ?? null,
  ...extra,
});

/** Jobs by status and review status, edits awaiting review and applications (the admin dashboard). */
export function presentJobStats(stats: {
  byStatus: { status: number; reviewStatus: string; n: number }[];
  editsUnderReview: number;
  applications: number;
}) {
  const sum = (keep: (row: (typeof stats.byStatus)[number]) => boolean) =>
    stats.byStatus.filter(keep).reduce((total, row) => total + row.n, 0);
  return {
    recruiting: sum((row) => row.status === JOB_STATUS.recruiting),
    ended: sum((row) => row.status === JOB_STATUS.ended),
    under_review: sum((row) => row.reviewStatus === 'under_review'),
    approved: sum((row) => row.reviewStatus === 'approved'),
    rejected: sum((row) => row.reviewStatus === 'rejected'),
    edits_under_review: stats.editsUnderReview,
    applications: stats.applications,
  };
}

/** The seeker's own live application to a job, as the job page shows it. */
export function presentOwnApplication(own: OwnApplication): NonNullable<JobDetail['application']> {
  return {
    id: own.id,
    status: own.status as ApplicationStatus,
    open_days: own.openDays,
    opened_until: iso(own.openedUntil),
    create_time: iso(own.createdAt),
  };
}

export function presentApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    job_id: row.jobId,
    status: row.status as Application['status'],
    open_days: row.openDays,
    opened_until: iso(row.openedUntil),
    create_time: iso(row.createdAt),
    update_time: iso(row.updatedAt),
    viewed_time: isoOrNull(row.viewedAt),
    interviewing_time: isoOrNull(row.interviewingAt),
    offered_time: isoOrNull(row.offeredAt),
    rejected_time: isoOrNull(row.rejectedAt),
    withdrawn_time: isoOrNull(row.withdrawnAt),
  };
}

export function presentMyApplication(
  row: ApplicationRow,
  job: {
    title: string;
    company: string;
    city: string;
    address: string;
    salary: string;
    status: number;
    deletedAt: Date | null;
  },
): MyApplication {
  return {
    ...presentApplication(row),
    job_title: job.title,
    company: job.company,
    city: job.city as City,
    address: job.address,
    salary: job.salary as SalaryBand,
    job_status: job.status,
    job_removed: job.deletedAt !== null,
  };
}

export function presentApplicant(
  row: ApplicationRow,
  seeker: { nickName: string; profilePicUrl: string; experience: number | null },
  match: JobMatch,
  now: Date,
): Applicant {
  return {
    ...presentApplication(row),
    seeker_id: row.seekerId,
    nick_name: seeker.nickName,
    profile_pic_url: seeker.profilePicUrl,
    experience: seeker.experience,
    resume_open: row.openedUntil > now,
    match,
    reject_reason: row.rejectReason,
    hr_note: row.hrNote,
    hr_note_time: isoOrNull(row.hrNoteUpdatedAt),
  };
}

export const presentApplicantNote = (saved: { id: number; note: string; at: Date | null }): ApplicantNote => ({
  application_id: saved.id,
  note: saved.note,
  note_time: isoOrNull(saved.at),
});

/** The stored query as the search call reads it; a stored shape it no longer accepts becomes "every job". */
export const savedQueryOf = (row: SavedSearchRow) => SavedSearchQuerySchema.safeParse(row.query).data ?? {};

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: savedQueryOf(row),
    alert: row.alert,
    last_alert_time: isoOrNull(row.lastAlertAt),
    create_time: iso(row.createdAt),
  };
}

/** A saved job; `ended` once it is no longer listed and recruiting. */
export function presentSavedJob(row: {
  jobId: number;
  title: string;
  company: string;
  city: string;
  jobType: string;
  experience: string;
  salary: string;
  live: boolean;
  savedAt: Date;
}): SavedJob {
  return {
    job_id: row.jobId,
    title: row.title,
    company: row.company,
    city: row.city as City,
    job_type: row.jobType as JobType,
    experience: row.experience as ExperienceBand,
    salary: row.salary as SalaryBand,
    ended: !row.live,
    saved_time: iso(row.savedAt),
  };
}
