import type {
  Applicant,
  Application,
  CatalogOption,
  City,
  ExperienceBand,
  JobDetail,
  JobEdit,
  JobListItem,
  JobMatch,
  JobType,
  MyApplication,
  PendingJobEdit,
  ReviewStatus,
  SalaryBand,
} from '@app/shared';
import type { ApplicationRow, JobRow } from './repository.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export type JobLinks = { certs: CatalogOption[]; majors: CatalogOption[] };

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
