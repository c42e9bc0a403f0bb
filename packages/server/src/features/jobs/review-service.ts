import { type AdminJobsQuery, type AuditAction, JOB_STATUS, type JobDetail, type ReviewJobBody } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { windowOffset } from '../../lib/search/index.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import { idsOf, jobValues, NO_PENDING_EDIT } from './job-form.ts';
import { createJobRepository } from './job-repository.ts';
import { jobTokens } from './job-tokens.ts';
import { createJobViews, type SeekerProfiles } from './job-views.ts';
import { jobClosedByAdmin, jobReviewed } from './notifications.ts';
import { auditSnapshot, linksOf, presentJobStats, presentManagedJob } from './presenters.ts';
import { createReviewRepository } from './review-repository.ts';

type ReviewServiceDeps = {
  db: Db;
  /** Every administrator's write is recorded with it, in the same transaction (ADR 0101). */
  audit: AuditService;
  /** The HR is told of each decision, in the same transaction. */
  messages: MessagesService;
  seekerProfiles: SeekerProfiles;
};

/**
 * The administrators' side of jobs: every job's list (the review queue among them), the review of a new job or of
 * an edit, ending or deleting any job (each write audited), and the dashboard's figures.
 */
export function createReviewService(deps: ReviewServiceDeps) {
  return transactional(deps.db, (db) => reviewService(db, deps));
}

function reviewService(db: Db, deps: ReviewServiceDeps) {
  const repo = createReviewRepository(db);

  /**
   * Runs an administrator's write on job `id` with its audit entry, in one transaction; the entry keeps the job as
   * the administrator saw it before and after (a deleted job: as before, marked deleted).
   */
  function audited<T extends JobDetail | null>(
    admin: AuthUser,
    action: AuditAction,
    id: number,
    write: (tx: Db) => Promise<T>,
    why: Record<string, unknown> = {},
  ): Promise<T> {
    return deps.audit.write(admin, { action, targetType: 'job' }, async (tx) => {
      const before = await createJobViews(tx, deps.seekerProfiles).detail(id, admin);
      const after = await write(tx);
      return {
        result: after,
        targetId: id,
        summary: (after ?? before).title,
        before: auditSnapshot(before),
        after: after ? auditSnapshot(after, why) : auditSnapshot(before, { deleted: true }),
      };
    });
  }

  /** The decision on the job as locked on `tx`; see `review`. */
  async function decide(tx: Db, admin: AuthUser, body: ReviewJobBody) {
    const approved = body.decision === 'approve';
    const jobRepo = createJobRepository(tx);
    const r = createReviewRepository(tx);
    const job = await jobRepo.lockJob(body.id);
    if (!job) throw notFound('jobNotFound');
    if (job.revision !== body.revision) throw conflict('jobReviewStale');
    const edit = job.pendingReviewStatus === 'under_review' ? job.pendingEdit : null;
    if (edit && approved) {
      // The held edit becomes the live version; catalogue entries deleted since it was sent are left out.
      const catalogue = await jobRepo.catalogue(idsOf(edit.cert_list), idsOf(edit.major_list));
      await jobRepo.updateJob(job.id, {
        ...jobValues({ ...edit, cert_ids: [], major_ids: [] }),
        ...jobTokens(edit, catalogue.certs, catalogue.majors),
        ...NO_PENDING_EDIT,
        reviewStatus: 'approved',
        rejectReason: '',
        reviewedAt: new Date(),
        reviewedBy: admin.id,
      });
      await jobRepo.replaceLinks(
        job.id,
        catalogue.certs.map((c) => c.id),
        catalogue.majors.map((m) => m.id),
      );
    } else if (edit) await r.rejectEdit(job.id, body.reason, admin.id);
    else await r.review(job.id, approved ? 'approved' : 'rejected', approved ? '' : body.reason, admin.id);
    await deps.messages.withTx(tx).notify(
      jobReviewed({
        hrId: job.hrId,
        adminId: admin.id,
        jobId: job.id,
        jobTitle: job.title,
        approved,
        edit: edit !== null,
        reason: body.reason,
      }),
    );
  }

  return {
    async list(query: AdminJobsQuery) {
      const offset = windowOffset(query.pn, query.p_size);
      const { rows, total, capped } = await repo.adminJobs(
        {
          reviewStatus: query.review_status,
          keyword: query.key_word,
          status: query.status,
          company: query.company,
          publisher: query.publisher,
          sort: query.sort,
          order: query.order,
        },
        offset,
        query.p_size,
      );
      const links = await createJobRepository(db).links(rows.map((r) => r.id));
      return { data: rows.map((row) => presentManagedJob(row, linksOf(links, row.id))), total, capped };
    },

    /**
     * Approves or rejects a new job, or the edit of an approved job awaiting review: approving the edit makes it the
     * live version (and re-tokenises it for search), rejecting it keeps the live version. The HR is told either way.
     * The decision holds for the revision the administrator read: the job is read under its row lock and, when an
     * edit came since, 409 changes nothing (ADR 0092).
     */
    review(admin: AuthUser, body: ReviewJobBody) {
      const action = body.decision === 'approve' ? 'job.approve' : 'job.reject';
      const why = body.decision === 'reject' ? { reason: body.reason } : {};
      return audited(
        admin,
        action,
        body.id,
        async (tx) => {
          await decide(tx, admin, body);
          return createJobViews(tx, deps.seekerProfiles).detail(body.id, admin);
        },
        why,
      );
    },

    /** An administrator stops recruiting on a job; its HR is told. An ended job is refused (nothing to do). */
    end(admin: AuthUser, id: number) {
      return audited(admin, 'job.end', id, async (tx) => {
        const jobRepo = createJobRepository(tx);
        const job = await jobRepo.findJob(id);
        if (!job) throw notFound('jobNotFound');
        if (job.status === JOB_STATUS.ended) throw conflict('adminJobAlreadyEnded');
        await jobRepo.setJobStatus(job.id, JOB_STATUS.ended);
        await deps.messages
          .withTx(tx)
          .notify(
            jobClosedByAdmin({ hrId: job.hrId, adminId: admin.id, jobId: job.id, jobTitle: job.title, action: 'end' }),
          );
        return createJobViews(tx, deps.seekerProfiles).detail(job.id, admin);
      });
    },

    /** An administrator deletes a job as its HR would (applications stay in the seekers' history); its HR is told. */
    async remove(admin: AuthUser, id: number) {
      await audited(admin, 'job.delete', id, async (tx) => {
        const jobRepo = createJobRepository(tx);
        const job = await jobRepo.findJob(id);
        if (!job) throw notFound('jobNotFound');
        await jobRepo.softDelete(job.id);
        await deps.messages.withTx(tx).notify(
          jobClosedByAdmin({
            hrId: job.hrId,
            adminId: admin.id,
            jobId: job.id,
            jobTitle: job.title,
            action: 'delete',
          }),
        );
        return null;
      });
    },

    /** Jobs by status and review status, and applications (the admin dashboard). */
    jobStats: async () => presentJobStats(await repo.jobStats()),
    dailyNew: (days: number) => repo.dailyNew(days),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
