import {
  type ApplicantNote,
  type ApplicationStatus,
  type MoveApplicationBody,
  type ResumePart,
  type SaveApplicantNoteBody,
  type SubmitResumeBody,
  WITHDRAWABLE_STATUSES,
  type WithdrawApplicationBody,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { authorize } from '../../lib/authorize.ts';
import { type Paging, pageOffset } from '../../lib/paging.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MessagesService } from '../messages/index.ts';
import { createApplicantRepository } from './applicant-repository.ts';
import { applicationRefusal, isWithdrawable } from './apply-rules.ts';
import { createJobRepository } from './job-repository.ts';
import type { SeekerProfiles } from './job-views.ts';
import { matchScore } from './match.ts';
import { applicationMoved, applicationReceived } from './notifications.ts';
import { applicationPolicy, ownJob } from './policy.ts';
import {
  linksOf,
  presentApplicant,
  presentApplicantNote,
  presentApplication,
  presentMyApplication,
} from './presenters.ts';

type ApplicantsServiceDeps = {
  db: Db;
  /** Notifications to HRs and seekers, written in the same transaction as the change. */
  messages: MessagesService;
  seekerProfiles: SeekerProfiles;
  /** The parts of a seeker's resume an application still needs (the resumes service, ADR 0093). */
  resumeGaps: (userId: number) => Promise<ResumePart[]>;
};

/**
 * The applicant pipeline: a seeker applies, withdraws and lists their applications; the job's HR lists its
 * applicants, moves them through the statuses and keeps notes on them.
 */
export function createApplicantsService(deps: ApplicantsServiceDeps) {
  return transactional(deps.db, (db) => applicantsService(db, deps));
}

function applicantsService(db: Db, deps: ApplicantsServiceDeps) {
  const repo = createApplicantRepository(db);
  const jobRepo = createJobRepository(db);

  /** An application to one of the HR's jobs, with that job: 404 when it does not exist, 403 when the job is not theirs. */
  async function ownApplication(hr: AuthUser, applicationId: number) {
    const application = await repo.findApplication(applicationId);
    if (!application) throw notFound('applicationNotFound');
    const job = await ownJob(hr, await jobRepo.findJob(application.jobId));
    return { application, job };
  }

  return {
    async apply(seeker: AuthUser, body: SubmitResumeBody) {
      const job = await jobRepo.findJob(body.job_id);
      if (!job) throw notFound('jobNotFound');
      const refusal = applicationRefusal(job, body, await deps.resumeGaps(seeker.id));
      if (refusal) throw refusal;
      return db.transaction(async (tx) => {
        const application = await createApplicantRepository(tx).insertApplication({
          jobId: job.id,
          seekerId: seeker.id,
          hrId: job.hrId,
          openDays: body.open_days,
        });
        if (!application) throw conflict('alreadyApplied');
        await deps.messages.withTx(tx).notify(
          applicationReceived({
            hrId: job.hrId,
            seekerId: seeker.id,
            seekerName: seeker.nickName,
            jobId: job.id,
            jobTitle: job.title,
          }),
        );
        return presentApplication(application);
      });
    },

    /** The seeker takes back an application the HR has at most read; the job can be applied to again. */
    async withdraw(seeker: AuthUser, body: WithdrawApplicationBody) {
      const application = await repo.findApplication(body.application_id);
      if (!application) throw notFound('applicationNotFound');
      await authorize(seeker, 'withdraw', application, applicationPolicy);
      if (application.status === 'withdrawn') return presentApplication(application);
      if (!isWithdrawable(application.status)) throw conflict('applicationNotWithdrawable');
      // The update re-checks the status, so an HR's move in between wins.
      const withdrawn = await repo.withdrawApplication(application.id, WITHDRAWABLE_STATUSES);
      if (!withdrawn) throw conflict('applicationNotWithdrawable');
      return presentApplication(withdrawn);
    },

    async myApplications(seeker: AuthUser, page: Paging) {
      const { rows, total } = await repo.seekerApplications(seeker.id, pageOffset(page), page.p_size);
      return { data: rows.map((r) => presentMyApplication(r.application, r.job)), total };
    },

    /** A page of the HR's job's applicants, each with how well they match the job. */
    async jobApplicants(hr: AuthUser, query: Paging & { job_id: number; status?: ApplicationStatus }) {
      const job = await ownJob(hr, await jobRepo.findJob(query.job_id));
      const [{ rows, total }, links] = await Promise.all([
        repo.jobApplicants(job.id, pageOffset(query), query.p_size, query.status),
        jobRepo.links([job.id]),
      ]);
      const profiles = await deps.seekerProfiles(rows.map((r) => r.application.seekerId));
      const jobLinks = linksOf(links, job.id);
      const now = new Date();
      const data = rows.map((r) => {
        const profile = profiles.get(r.application.seekerId) ?? null;
        const match = matchScore({ ...jobLinks, experience: job.experience }, profile);
        const seeker = {
          nickName: r.nickName,
          profilePicUrl: r.profilePicUrl,
          experience: profile?.experience ?? null,
        };
        return presentApplicant(r.application, seeker, match, now);
      });
      return { data, total };
    },

    /** The HR moves an applicant through the pipeline; the seeker is told. */
    async move(hr: AuthUser, body: MoveApplicationBody) {
      const { application, job } = await ownApplication(hr, body.application_id);
      if (application.status === 'withdrawn') throw conflict('applicationWithdrawnCannotMove');
      if (application.status === body.status) return presentApplication(application);
      return db.transaction(async (tx) => {
        const moved = await createApplicantRepository(tx).moveApplication(application.id, body.status, body.reason);
        if (!moved) throw conflict('applicationWithdrawnCannotMove');
        await deps.messages.withTx(tx).notify(
          applicationMoved({
            hrId: hr.id,
            seekerId: application.seekerId,
            jobTitle: job.title,
            applicationId: application.id,
            status: body.status,
            reason: body.reason,
          }),
        );
        return presentApplication(moved);
      });
    },

    /** How many of the HR's job's applications are in each pipeline state (the drawer's filter). */
    async stateCounts(hr: AuthUser, jobId: number) {
      const job = await ownJob(hr, await jobRepo.findJob(jobId));
      return repo.stateCounts(job.id);
    },

    /** The job's HR keeps a private note on an applicant; anyone else is refused as for the job. */
    async saveNote(hr: AuthUser, body: SaveApplicantNoteBody): Promise<ApplicantNote> {
      const { application } = await ownApplication(hr, body.application_id);
      const saved = await repo.saveNote(application.id, body.note);
      if (!saved) throw notFound('applicationNotFound');
      return presentApplicantNote(saved);
    },

    /** For the resume-permission checks of other areas: an application keeps the resume open to its HR. */
    hasOpenApplication: (hrId: number, seekerId: number) => repo.hasOpenApplication(hrId, seekerId),
  };
}

export type ApplicantsService = ReturnType<typeof createApplicantsService>;
