import { type JobListItem, ROLES } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { createApplicantRepository, type OwnApplication } from './applicant-repository.ts';
import { createJobRepository, type JobRow, type JobView } from './job-repository.ts';
import { matchScore, type SeekerQualifications } from './match.ts';
import { jobPolicy } from './policy.ts';
import {
  type JobLinks,
  presentJob,
  presentJobDetail,
  presentOwnApplication,
  presentPendingEdit,
} from './presenters.ts';

/** Majors, certificates and experience of many seekers at once (the resumes service). */
export type SeekerProfiles = (userIds: number[]) => Promise<Map<number, SeekerQualifications>>;

/**
 * A job to list: read for its viewer with its links and the seeker's application, or a bare row (both are then read
 * for the whole list at once).
 */
type ListRow = JobRow & Partial<Pick<JobView, 'links' | 'ownApplication'>>;

export const seekerIdOf = (viewer: AuthUser) => (viewer.role === ROLES.seeker ? viewer.id : null);

/**
 * Jobs as their viewer reads them: a list's items (for a job seeker whether they applied and how they match) and
 * the job page. Every part of the area answers a job this way, on its own database handle.
 */
export function createJobViews(db: Db, seekerProfiles: SeekerProfiles) {
  const jobRepo = createJobRepository(db);
  const applicantRepo = createApplicantRepository(db);

  /**
   * List items with catalogue names, and for a job seeker whether they applied and how they match; with the seeker's
   * live application to each job they applied to (the job page shows it: read once, here).
   */
  async function presentWithApplications(rows: ListRow[], viewer: AuthUser | null) {
    // Rows read for the viewer (searches, hot jobs, the job page) carry their links and the seeker's application.
    const unlinked = rows.filter((row) => !row.links).map((row) => row.id);
    const fetched = unlinked.length > 0 ? await jobRepo.links(unlinked) : null;
    const jobLinksOf = (row: ListRow): JobLinks =>
      row.links ?? { certs: fetched?.certs.get(row.id) ?? [], majors: fetched?.majors.get(row.id) ?? [] };
    const seeker = viewer?.role === ROLES.seeker ? viewer : null;
    const unread = seeker ? rows.filter((row) => row.ownApplication === undefined).map((row) => row.id) : [];
    const [profiles, applied] = seeker
      ? await Promise.all([
          seekerProfiles([seeker.id]),
          unread.length > 0 ? applicantRepo.applicationsOf(seeker.id, unread) : [],
        ])
      : [null, []];
    const applications = new Map<number, OwnApplication>();
    for (const row of rows) if (row.ownApplication) applications.set(row.id, row.ownApplication);
    for (const application of applied) {
      if (!applications.has(application.jobId)) applications.set(application.jobId, application);
    }
    const items = rows.map((row): JobListItem => {
      const jobLinks = jobLinksOf(row);
      if (!seeker) return presentJob(row, jobLinks);
      const match = matchScore({ ...jobLinks, experience: row.experience }, profiles?.get(seeker.id) ?? null);
      return presentJob(row, jobLinks, { applied: applications.has(row.id), match });
    });
    return { items, applications };
  }

  return {
    /** List items as `viewer` sees them. */
    async present(rows: ListRow[], viewer: AuthUser | null): Promise<JobListItem[]> {
      return (await presentWithApplications(rows, viewer)).items;
    },

    /**
     * The job page: its HR and administrators see the edit it holds for review, a job seeker their match and live
     * application; a job not approved is hidden from everyone else.
     */
    async detail(id: number, viewer: AuthUser) {
      const job = await jobRepo.findJobView(id, seekerIdOf(viewer));
      if (!job) throw notFound('jobNotFound');
      await authorize(viewer, 'view', job, jobPolicy);
      const { items, applications } = await presentWithApplications([job], viewer);
      const [item] = items;
      const links = { certs: item?.cert_list ?? [], majors: item?.major_list ?? [] };
      const extra = { ...(item?.match ? { match: item.match, applied: item.applied ?? false } : {}) };
      const insider = job.hrId === viewer.id || viewer.role === ROLES.admin;
      if (insider) return presentJobDetail(job, links, { ...extra, pending_edit: presentPendingEdit(job) });
      if (viewer.role !== ROLES.seeker) return presentJobDetail(job, links, extra);
      const own = applications.get(job.id);
      return presentJobDetail(job, links, { ...extra, application: own ? presentOwnApplication(own) : null });
    },
  };
}
