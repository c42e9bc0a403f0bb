import {
  type AdminJobsQuery,
  type ApplicantNote,
  type ApplicationStatus,
  type EditJobBody,
  HOT_JOBS_LIMIT,
  JOB_STATUS,
  type JobEdit,
  type JobForm,
  type JobListItem,
  type JobSearchQuery,
  type JobStatus,
  type MoveApplicationBody,
  type ResumePart,
  type ReviewJobBody,
  ROLES,
  type SaveApplicantNoteBody,
  type SubmitResumeBody,
  WITHDRAWABLE_STATUSES,
  type WithdrawApplicationBody,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { authorize } from '../../lib/authorize.ts';
import { insideWindow } from '../../lib/search/index.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { CatalogKind } from '../catalog/index.ts';
import type { MessagesService } from '../messages/index.ts';
import { createApplicantRepository } from './applicant-repository.ts';
import { applicationRefusal, isWithdrawable } from './apply-rules.ts';
import { jobTokens } from './job-tokens.ts';
import type { SeekerQualifications } from './match.ts';
import { matchScore } from './match.ts';
import { byBestMatch, MATCH_WINDOW } from './match-order.ts';
import { applicationMoved, applicationReceived, jobClosedByAdmin, jobReviewed } from './notifications.ts';
import { applicationPolicy, jobPolicy } from './policy.ts';
import {
  type JobLinks,
  liveEdit,
  presentApplicant,
  presentApplication,
  presentJob,
  presentJobDetail,
  presentMyApplication,
  presentPendingEdit,
} from './presenters.ts';
import {
  createJobsRepository,
  type JobRow,
  type JobsRepository,
  type JobView,
  type OwnApplication,
} from './repository.ts';
import { filtersOf } from './search-sql.ts';

export type JobsServiceDeps = {
  db: Db;
  /** Notifications to HRs and seekers, written in the same transaction as the change. */
  messages: MessagesService;
  /** Majors, certificates and experience of many seekers at once (the resumes service). */
  seekerProfiles: (userIds: number[]) => Promise<Map<number, SeekerQualifications>>;
  /** The parts of a seeker's resume an application still needs (the resumes service, ADR 0093). */
  resumeGaps: (userId: number) => Promise<ResumePart[]>;
};

/** Jobs re-tokenised per batch after a catalogue rename. */
const RETOKENISE_BATCH = 500;

type Page = { pn: number; p_size: number };

const offsetOf = (page: Page) => (page.pn - 1) * page.p_size;

function jobValues(form: JobForm) {
  return {
    title: form.title,
    city: form.city,
    address: form.address,
    company: form.company,
    companyDesc: form.company_desc,
    publisherName: form.publisher_name,
    description: form.description,
    phone: form.phone,
    email: form.email,
    wechat: form.wechat,
    jobType: form.job_type,
    experience: form.experience,
    salary: form.salary,
  };
}

/** An edit as it is held for review, with the catalogue names of the form's ids in the form's order. */
function editOf(form: EditJobBody, catalogue: JobLinks): JobEdit {
  const { id: _id, cert_ids, major_ids, ...fields } = form;
  const inOrder = <T extends { id: number }>(ids: number[], found: T[]) =>
    ids.flatMap((id) => found.filter((entry) => entry.id === id));
  return { ...fields, cert_list: inOrder(cert_ids, catalogue.certs), major_list: inOrder(major_ids, catalogue.majors) };
}

const ids = (list: { id: number }[]) => list.map((entry) => entry.id).sort((a, b) => a - b);

/** Whether an edit would change nothing a seeker sees (catalogue links compared as sets). */
function sameEdit(a: JobEdit, b: JobEdit) {
  const comparable = (edit: JobEdit) =>
    JSON.stringify(
      { ...edit, cert_list: ids(edit.cert_list), major_list: ids(edit.major_list) },
      Object.keys(edit).sort(),
    );
  return comparable(a) === comparable(b);
}

const NO_PENDING_EDIT = {
  pendingEdit: null,
  pendingReviewStatus: null,
  pendingRejectReason: '',
  pendingUpdatedAt: null,
};

export function createJobsService(deps: JobsServiceDeps) {
  return transactional(deps.db, (db) => jobsService(db, deps));
}

/**
 * A job to list: read for its viewer with its links and the seeker's application, or a bare row (both are then read
 * for the whole list at once).
 */
type ListRow = JobRow & Partial<Pick<JobView, 'links' | 'ownApplication'>>;

const seekerIdOf = (viewer: AuthUser) => (viewer.role === ROLES.seeker ? viewer.id : null);

function jobsService(db: Db, deps: JobsServiceDeps) {
  const repo = createJobsRepository(db);
  const applicantRepo = createApplicantRepository(db);

  /**
   * List items with catalogue names, and for a job seeker whether they applied and how they match; with the seeker's
   * live application to each job they applied to (the job page shows it: read once, here).
   */
  async function presentWithApplications(rows: ListRow[], viewer: AuthUser | null) {
    // Rows read for the viewer (searches, hot jobs, the job page) carry their links and the seeker's application.
    const unlinked = rows.filter((row) => !row.links).map((row) => row.id);
    const fetched = unlinked.length > 0 ? await repo.links(unlinked) : null;
    const linksOf = (row: ListRow): JobLinks =>
      row.links ?? { certs: fetched?.certs.get(row.id) ?? [], majors: fetched?.majors.get(row.id) ?? [] };
    const seeker = viewer?.role === ROLES.seeker ? viewer : null;
    const unread = seeker ? rows.filter((row) => row.ownApplication === undefined).map((row) => row.id) : [];
    const [profiles, applied] = seeker
      ? await Promise.all([
          deps.seekerProfiles([seeker.id]),
          unread.length > 0 ? repo.applicationsOf(seeker.id, unread) : [],
        ])
      : [null, []];
    const applications = new Map<number, OwnApplication>();
    for (const row of rows) if (row.ownApplication) applications.set(row.id, row.ownApplication);
    for (const application of applied) {
      if (!applications.has(application.jobId)) applications.set(application.jobId, application);
    }
    const items = rows.map((row): JobListItem => {
      const jobLinks = linksOf(row);
      if (!seeker) return presentJob(row, jobLinks);
      const match = matchScore({ ...jobLinks, experience: row.experience }, profiles?.get(seeker.id) ?? null);
      return presentJob(row, jobLinks, { applied: applications.has(row.id), match });
    });
    return { items, applications };
  }

  async function present(rows: ListRow[], viewer: AuthUser | null): Promise<JobListItem[]> {
    return (await presentWithApplications(rows, viewer)).items;
  }

  /** A job the HR owns: 404 when it does not exist (or was deleted), 403 when it is another HR's. */
  async function ownJob(hr: AuthUser, id: number) {
    const job = await repo.findJob(id);
    if (!job) throw notFound('jobNotFound');
    return authorize(hr, 'manage', job, jobPolicy);
  }

  /**
   * A job the HR owns, its row locked until `r`'s transaction ends, so an administrator's review of it waits for the
   * edit (or the edit for the review): 404 when it does not exist, 403 when it is another HR's.
   */
  async function lockOwnJob(r: JobsRepository, hr: AuthUser, id: number) {
    const job = await r.lockJob(id);
    if (!job) throw notFound('jobNotFound');
    return authorize(hr, 'manage', job, jobPolicy);
  }

  /** The catalogue entries of the form; every id must exist. */
  async function catalogueOf(form: JobForm, r: JobsRepository) {
    const found = await r.catalogue(form.cert_ids, form.major_ids);
    if (found.certs.length !== form.cert_ids.length) throw badRequest('jobCertificateUnknown');
    if (found.majors.length !== form.major_ids.length) throw badRequest('jobMajorUnknown');
    return found;
  }

  async function setStatus(hr: AuthUser, id: number, status: JobStatus) {
    await ownJob(hr, id);
    await repo.setJobStatus(id, status);
    return detail(id, hr);
  }

  /** Makes a held edit the live version; catalogue entries deleted since it was sent are left out. */
  async function applyEdit(r: JobsRepository, id: number, edit: JobEdit, adminId: number) {
    const catalogue = await r.catalogue(ids(edit.cert_list), ids(edit.major_list));
    await r.updateJob(id, {
      ...jobValues({ ...edit, cert_ids: [], major_ids: [] }),
      ...jobTokens(edit, catalogue.certs, catalogue.majors),
      ...NO_PENDING_EDIT,
      reviewStatus: 'approved',
      rejectReason: '',
      reviewedAt: new Date(),
      reviewedBy: adminId,
    });
    await r.replaceLinks(
      id,
      catalogue.certs.map((c) => c.id),
      catalogue.majors.map((m) => m.id),
    );
  }

  async function detail(id: number, viewer: AuthUser) {
    const job = await repo.findJobView(id, seekerIdOf(viewer));
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
    const application = own
      ? {
          id: own.id,
          status: own.status as ApplicationStatus,
          open_days: own.openDays,
          opened_until: own.openedUntil.toISOString(),
          create_time: own.createdAt.toISOString(),
        }
      : null;
    return presentJobDetail(job, links, { ...extra, application });
  }

  return {
    /** A page inside the search window (ADR 0090): a page starting past SEARCH_TOTAL_CAP matches is refused. */
    async search(query: JobSearchQuery, viewer: AuthUser) {
      const offset = offsetOf(query);
      if (!insideWindow(offset)) throw badRequest('searchPageBeyondWindow');
      const filters = filtersOf(query);
      if (query.sort === 'match' && viewer.role === ROLES.seeker && offset < MATCH_WINDOW) {
        const { rows, total, capped } = await repo.search(filters, 0, MATCH_WINDOW, seekerIdOf(viewer));
        const ranked = byBestMatch(await present(rows, viewer)).slice(offset, offset + query.p_size);
        // A page that straddles the window's end takes the rest in relevance order (30 per page: page 7).
        const after = offset + query.p_size - MATCH_WINDOW;
        const rest =
          after > 0 && rows.length === MATCH_WINDOW
            ? await repo.search(filters, MATCH_WINDOW, after, seekerIdOf(viewer))
            : null;
        return { data: rest ? [...ranked, ...(await present(rest.rows, viewer))] : ranked, total, capped };
      }
      const { rows, total, capped } = await repo.search(filters, offset, query.p_size, seekerIdOf(viewer));
      return { data: await present(rows, viewer), total, capped };
    },

    async hot(viewer: AuthUser) {
      return present(await repo.hot(HOT_JOBS_LIMIT, seekerIdOf(viewer)), viewer);
    },

    /**
     * Recomputes the hot jobs' ranking (the maintenance sweep, the demo seed, tests); with `maxAgeMs` only when
     * it is older than that or empty. Answers whether it recomputed.
     */
    recomputeHot: (maxAgeMs?: number) => repo.recomputeHot(maxAgeMs),

    detail,

    async apply(seeker: AuthUser, body: SubmitResumeBody) {
      const job = await repo.findJob(body.job_id);
      if (!job) throw notFound('jobNotFound');
      const refusal = applicationRefusal(job, body, await deps.resumeGaps(seeker.id));
      if (refusal) throw refusal;
      return db.transaction(async (tx) => {
        const application = await createJobsRepository(tx).insertApplication({
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

    async myApplications(seeker: AuthUser, page: Page) {
      const { rows, total } = await repo.seekerApplications(seeker.id, offsetOf(page), page.p_size);
      return { data: rows.map((r) => presentMyApplication(r.application, r.job)), total };
    },

    jobOptions: (hr: AuthUser) => repo.jobOptions(hr.id),

    async ownJobs(hr: AuthUser, page: Page) {
      const { rows, total } = await repo.ownJobs(hr.id, offsetOf(page), page.p_size);
      const ids = rows.map((r) => r.id);
      const [links, counts] = await Promise.all([repo.links(ids), repo.applicantCounts(ids)]);
      const data = rows.map((row) => ({
        ...presentJobDetail(
          row,
          { certs: links.certs.get(row.id) ?? [], majors: links.majors.get(row.id) ?? [] },
          { pending_edit: presentPendingEdit(row) },
        ),
        applicant_count: counts.get(row.id)?.all ?? 0,
        new_applicant_count: counts.get(row.id)?.fresh ?? 0,
      }));
      return { data, total };
    },

    /** A new job is under review until an administrator approves it. */
    async create(hr: AuthUser, form: JobForm) {
      const id = await db.transaction(async (tx) => {
        const r = createJobsRepository(tx);
        const catalogue = await catalogueOf(form, r);
        const row = await r.insertJob(
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
     * edit is a new revision, so a review of the version before it is refused (ADR 0116).
     */
    async update(hr: AuthUser, body: EditJobBody) {
      await db.transaction(async (tx) => {
        const r = createJobsRepository(tx);
        const job = await lockOwnJob(r, hr, body.id);
        const catalogue = await catalogueOf(body, r);
        const revision = job.revision + 1;
        if (job.reviewStatus === 'approved') {
          const edit = editOf(body, catalogue);
          const links = await r.links([job.id]);
          const live = liveEdit(job, { certs: links.certs.get(job.id) ?? [], majors: links.majors.get(job.id) ?? [] });
          if (sameEdit(edit, live)) await r.updateJob(job.id, { ...NO_PENDING_EDIT, revision });
          else await r.holdEdit(job.id, edit, revision);
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
      await ownJob(hr, id);
      await repo.softDelete(id);
    },

    async applicants(hr: AuthUser, query: Page & { job_id: number; status?: ApplicationStatus }) {
      const job = await ownJob(hr, query.job_id);
      const [{ rows, total }, links] = await Promise.all([
        repo.jobApplicants(job.id, offsetOf(query), query.p_size, query.status),
        repo.links([job.id]),
      ]);
      const profiles = await deps.seekerProfiles(rows.map((r) => r.application.seekerId));
      const jobLinks = { certs: links.certs.get(job.id) ?? [], majors: links.majors.get(job.id) ?? [] };
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
      const application = await repo.findApplication(body.application_id);
      if (!application) throw notFound('applicationNotFound');
      const job = await ownJob(hr, application.jobId);
      if (application.status === 'withdrawn') throw conflict('applicationWithdrawnCannotMove');
      if (application.status === body.status) return presentApplication(application);
      return db.transaction(async (tx) => {
        const moved = await createJobsRepository(tx).moveApplication(application.id, body.status, body.reason);
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
    async applicantCounts(hr: AuthUser, jobId: number) {
      const job = await ownJob(hr, jobId);
      return applicantRepo.stateCounts(job.id);
    },

    /** The job's HR keeps a private note on an applicant; anyone else is refused as for the job. */
    async saveApplicantNote(hr: AuthUser, body: SaveApplicantNoteBody): Promise<ApplicantNote> {
      const application = await repo.findApplication(body.application_id);
      if (!application) throw notFound('applicationNotFound');
      await ownJob(hr, application.jobId);
      const saved = await applicantRepo.saveNote(application.id, body.note);
      if (!saved) throw notFound('applicationNotFound');
      return { application_id: saved.id, note: saved.note, note_time: saved.at?.toISOString() ?? null };
    },

    /**
     * Approves or rejects a new job, or the edit of an approved job awaiting review: approving the edit makes it the
     * live version (and re-tokenises it for search), rejecting it keeps the live version. The HR is told either way.
     * The decision holds for the revision the administrator read: the job is read under its row lock and, when an
     * edit came since, 409 changes nothing (ADR 0116).
     */
    async review(admin: AuthUser, body: ReviewJobBody) {
      const approved = body.decision === 'approve';
      await db.transaction(async (tx) => {
        const r = createJobsRepository(tx);
        const job = await r.lockJob(body.id);
        if (!job) throw notFound('jobNotFound');
        if (job.revision !== body.revision) throw conflict('jobReviewStale');
        const edit = job.pendingReviewStatus === 'under_review' ? job.pendingEdit : null;
        if (edit && approved) await applyEdit(r, job.id, edit, admin.id);
        else if (edit) await r.rejectEdit(job.id, body.reason, admin.id);
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
      });
      return detail(body.id, admin);
    },

    async adminJobs(query: AdminJobsQuery) {
      const offset = offsetOf(query);
      if (!insideWindow(offset)) throw badRequest('searchPageBeyondWindow');
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
      const links = await repo.links(rows.map((r) => r.id));
      const data = rows.map((row) =>
        presentJobDetail(
          row,
          { certs: links.certs.get(row.id) ?? [], majors: links.majors.get(row.id) ?? [] },
          { pending_edit: presentPendingEdit(row) },
        ),
      );
      return { data, total, capped };
    },

    /** An administrator stops recruiting on a job; its HR is told. An ended job is refused (nothing to do). */
    async adminEnd(admin: AuthUser, id: number) {
      const job = await repo.findJob(id);
      if (!job) throw notFound('jobNotFound');
      if (job.status === JOB_STATUS.ended) throw conflict('adminJobAlreadyEnded');
      await db.transaction(async (tx) => {
        await createJobsRepository(tx).setJobStatus(job.id, JOB_STATUS.ended);
        await deps.messages
          .withTx(tx)
          .notify(
            jobClosedByAdmin({ hrId: job.hrId, adminId: admin.id, jobId: job.id, jobTitle: job.title, action: 'end' }),
          );
      });
      return detail(job.id, admin);
    },

    /** An administrator deletes a job as its HR would (applications stay in the seekers' history); its HR is told. */
    async adminRemove(admin: AuthUser, id: number) {
      const job = await repo.findJob(id);
      if (!job) throw notFound('jobNotFound');
      await db.transaction(async (tx) => {
        await createJobsRepository(tx).softDelete(job.id);
        await deps.messages.withTx(tx).notify(
          jobClosedByAdmin({
            hrId: job.hrId,
            adminId: admin.id,
            jobId: job.id,
            jobTitle: job.title,
            action: 'delete',
          }),
        );
      });
    },

    /**
     * Search tokens of every job linked to a catalogue entry, recomputed after it was renamed (the
     * `catalog.renamed` reaction wired in app.ts); runs on the renaming transaction when bound to it.
     */
    async retokenise(kind: CatalogKind, catalogueId: number) {
      let afterId = 0;
      for (;;) {
        const ids = await repo.jobIdsLinkedTo(kind, catalogueId, afterId, RETOKENISE_BATCH);
        if (ids.length === 0) return;
        const [rows, links] = await Promise.all([repo.tokenSources(ids), repo.links(ids)]);
        for (const row of rows) {
          const tokens = jobTokens(row, links.certs.get(row.id) ?? [], links.majors.get(row.id) ?? []);
          await repo.setTokens(row.id, tokens);
        }
        afterId = ids[ids.length - 1] ?? afterId;
      }
    },

    /** For the resume-permission checks of other areas: an application keeps the resume open to its HR. */
    hasOpenApplication: (hrId: number, seekerId: number) => repo.hasOpenApplication(hrId, seekerId),

    /** Live jobs using each catalogue entry of `ids` (the admin catalogue's usage counts and in-use rule). */
    catalogUsage: (kind: CatalogKind, ids: number[]) => repo.catalogueUsage(kind, ids),

    /**
     * Moves every job link of catalogue entry `from` to `to` (merging two entries); search tokens follow in the
     * same transaction through the `catalog.merged` reaction (app.ts). Bind it to the merging transaction.
     */
    relinkCatalogue: (kind: CatalogKind, from: number, to: number) => repo.relinkCatalogue(kind, from, to),

    /** Jobs by status and review status, and applications (the admin dashboard). */
    async jobStats() {
      const { byStatus, editsUnderReview, applications } = await repo.jobStats();
      const sum = (keep: (row: (typeof byStatus)[number]) => boolean) =>
        byStatus.filter(keep).reduce((total, row) => total + row.n, 0);
      return {
        recruiting: sum((row) => row.status === JOB_STATUS.recruiting),
        ended: sum((row) => row.status === JOB_STATUS.ended),
        under_review: sum((row) => row.reviewStatus === 'under_review'),
        approved: sum((row) => row.reviewStatus === 'approved'),
        rejected: sum((row) => row.reviewStatus === 'rejected'),
        edits_under_review: editsUnderReview,
        applications,
      };
    },
    dailyNew: (days: number) => repo.dailyNew(days),

    /**
     * A certificate or major page's jobs: up to `limit` recruiting, listed jobs requiring entry `id`, newest first,
     * as the job list answers them to `viewer`, and how many there are (exact up to SEARCH_TOTAL_CAP).
     */
    async recruitingWith(kind: CatalogKind, id: number, limit: number, viewer: AuthUser) {
      const found = await repo.recruitingLinkedTo(kind, id, limit);
      return { jobs: await present(found.rows, viewer), total: found.total, capped: found.capped };
    },

    /** Per major: recruiting listed jobs and jobs posted in the last 30 days and the 30 before (hot majors). */
    majorDemand: () => repo.majorDemand(),
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
