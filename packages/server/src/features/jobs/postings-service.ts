import { type EditJobBody, JOB_STATUS, type JobForm, type JobStatus } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { type Paging, pageOffset } from '../../lib/paging.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { createApplicantRepository } from './applicant-repository.ts';
import { editOf, jobValues, NO_PENDING_EDIT, sameEdit } from './job-form.ts';
import { createJobRepository, type JobRepository } from './job-repository.ts';
import { jobTokens } from './job-tokens.ts';
import { createJobViews, type SeekerProfiles } from './job-views.ts';
import { ownJob } from './policy.ts';
import { createPostingsRepository } from './postings-repository.ts';
import { linksOf, liveEdit, presentHrJob } from './presenters.ts';

type PostingsServiceDeps = { db: Db; seekerProfiles: SeekerProfiles };

/** The HR's own jobs: post, edit (held for review once approved), end, reopen, delete, and their list. */
export function createPostingsService(deps: PostingsServiceDeps) {
  return transactional(deps.db, (db) => postingsService(db, deps));
}

function postingsService(db: Db, deps: PostingsServiceDeps) {
  const jobRepo = createJobRepository(db);
  const repo = createPostingsRepository(db);
  const { detail } = createJobViews(db, deps.seekerProfiles);

  /** The catalogue entries of the form; every id must exist. */
  async function catalogueOf(form: JobForm, r: JobRepository) {
    const found = await r.catalogue(form.cert_ids, form.major_ids);
    if (found.certs.length !== form.cert_ids.length) throw badRequest('jobCertificateUnknown');
    if (found.majors.length !== form.major_ids.length) throw badRequest('jobMajorUnknown');
    return found;
  }

  async function setStatus(hr: AuthUser, id: number, status: JobStatus) {
    await ownJob(hr, await jobRepo.findJob(id));
    await jobRepo.setJobStatus(id, status);
    return detail(id, hr);
  }

  return {
    jobOptions: (hr: AuthUser) => repo.jobOptions(hr.id),

    async ownJobs(hr: AuthUser, page: Paging) {
      const { rows, total } = await repo.ownJobs(hr.id, pageOffset(page), page.p_size);
      const ids = rows.map((r) => r.id);
      const [links, counts] = await Promise.all([
        jobRepo.links(ids),
        createApplicantRepository(db).applicantCounts(ids),
      ]);
      return { data: rows.map((row) => presentHrJob(row, linksOf(links, row.id), counts.get(row.id))), total };
    },

    /** A new job is under review until an administrator approves it. */
    async create(hr: AuthUser, form: JobForm) {
      const id = await db.transaction(async (tx) => {
        const catalogue = await catalogueOf(form, createJobRepository(tx));
        const row = await createPostingsRepository(tx).insertJob(
          { ...jobValues(form), ...jobTokens(form, catalogue.certs, catalogue.majors), hrId: hr.id },
          form.cert_ids,
          form.major_ids,
        );
        return row.id;
      });
      return detail(id, hr);
    },

    /**
     * An edit of an approved job is held for review while the approved version stays live (ADR 0092); an edit that
     * changes nothing withdraws the held one. A job never approved is edited in place and stays under review. Every
     * edit is a new revision, so a review of the version before it is refused (ADR 0092).
     */
    async update(hr: AuthUser, body: EditJobBody) {
      await db.transaction(async (tx) => {
        const r = createJobRepository(tx);
        // Locked, so an administrator's review of the job waits for the edit (or the edit for the review).
        const job = await ownJob(hr, await r.lockJob(body.id));
        const catalogue = await catalogueOf(body, r);
        const revision = job.revision + 1;
        if (job.reviewStatus === 'approved') {
          const edit = editOf(body, catalogue);
          const live = liveEdit(job, linksOf(await r.links([job.id]), job.id));
          if (sameEdit(edit, live)) await r.updateJob(job.id, { ...NO_PENDING_EDIT, revision });
          else await createPostingsRepository(tx).holdEdit(job.id, edit, revision);
          return;
        }
        await r.updateJob(job.id, {
          ...jobValues(body),
          ...jobTokens(body, catalogue.certs, catalogue.majors),
          reviewStatus: 'under_review',
          rejectReason: '',
          ...NO_PENDING_EDIT,
          revision,
        });
        await r.replaceLinks(job.id, body.cert_ids, body.major_ids);
      });
      return detail(body.id, hr);
    },

    end: (hr: AuthUser, id: number) => setStatus(hr, id, JOB_STATUS.ended),
    reopen: (hr: AuthUser, id: number) => setStatus(hr, id, JOB_STATUS.recruiting),

    async remove(hr: AuthUser, id: number) {
      await ownJob(hr, await jobRepo.findJob(id));
      await jobRepo.softDelete(id);
    },
  };
}

export type PostingsService = ReturnType<typeof createPostingsService>;
