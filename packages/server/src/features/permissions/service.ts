import type {
  AnswerViewRequestBody,
  ApplyViewBody,
  HrViewRequest,
  HrViewRequestsQuery,
  Resume,
  ResumeViewer,
  RevokeViewPermissionBody,
  SeekerViewRequest,
  SeekerViewRequestsQuery,
  ViewRequestState,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { authorize } from '../../lib/authorize.ts';
import { type Paging, pageOffset } from '../../lib/paging.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MessagesService } from '../messages/index.ts';
import type { ResumesService } from '../resumes/index.ts';
import { viewAnswered, viewRequested } from './notifications.ts';
import { viewRequestPolicy } from './policy.ts';
import { presentHrRequest, presentSeekerRequest, presentViewer } from './presenter.ts';
import { createPermissionsRepository } from './repository.ts';

export type PermissionsDeps = {
  db: Db;
  /** The request and the answers are told to the other side in the same transaction. */
  messages: MessagesService;
  /** Every read of a resume goes through its policy (resumes/policy.ts), which honours the grants of this area. */
  resumes: Pick<ResumesService, 'getResumeFor' | 'mayView'>;
  /** The HR's own jobs (id and title): the one a request is about must be one of them (the jobs service). */
  hrJobs: (hr: AuthUser) => Promise<Array<{ id: number; title: string }>>;
};

export function createPermissionsService(deps: PermissionsDeps) {
  return transactional(deps.db, (db) => permissionsService(db, deps));
}

function permissionsService(db: Db, deps: PermissionsDeps) {
  const repo = createPermissionsRepository(db);

  /** Whether the HR may read the seeker's resume now (the resumes policy decides); 404 for an unknown seeker. */
  const mayView = (hr: AuthUser, seekerId: number) => deps.resumes.mayView(hr, seekerId);

  /** The request to the seeker: 404 when there is none or it is another seeker's. */
  async function ownRequest(seeker: AuthUser, id: number) {
    const found = await repo.findRequest(id);
    if (!found) throw notFound('viewRequestNotFound');
    await authorize(seeker, 'answer', found.request, viewRequestPolicy);
    return found;
  }

  return {
    /**
     * The HR asks to view a closed resume; the seeker is told. Refused while the HR may already view it, and while
     * a request of theirs waits for an answer (the unique index decides under a race too).
     */
    async request(hr: AuthUser, body: ApplyViewBody): Promise<{ request_id: number }> {
      let job: { id: number; title: string } | null = null;
      if (body.job_id !== undefined) {
        job = (await deps.hrJobs(hr)).find((j) => j.id === body.job_id) ?? null;
        if (!job) throw badRequest('viewRequestJobInvalid');
      }
      if (await mayView(hr, body.hunter_id)) throw conflict('resumeAlreadyViewable');
      return db.transaction(async (tx) => {
        const txRepo = createPermissionsRepository(tx);
        const values = { hrId: hr.id, seekerId: body.hunter_id, jobId: job?.id ?? null, message: body.message };
        const row = await txRepo.insertRequest(values);
        if (!row) {
          const live = await txRepo.liveState(hr.id, body.hunter_id);
          throw conflict(live === 'allowed' ? 'resumeAlreadyViewable' : 'viewRequestPending');
        }
        await deps.messages.withTx(tx).notify(
          viewRequested({
            requestId: row.id,
            hrId: hr.id,
            hrName: hr.nickName,
            seekerId: body.hunter_id,
            jobTitle: job?.title ?? null,
            message: body.message,
          }),
        );
        return { request_id: row.id };
      });
    },

    /** GET /hr/check/user/resume/permission: open, granted, or applied to one of the HR's jobs within open days. */
    check: (hr: AuthUser, seekerId: number) => mayView(hr, seekerId),

    /**
     * The resume as the HR may read it; the resumes area reports the read (recordView). Refused with 403
     * resumeClosed, or viewRequestPending while the HR's request waits for the seeker's answer.
     */
    async viewResume(hr: AuthUser, seekerId: number): Promise<Resume> {
      try {
        return await deps.resumes.getResumeFor(hr, seekerId);
      } catch (error) {
        if (error instanceof AppError && error.key === 'resumeClosed') {
          if ((await repo.liveState(hr.id, seekerId)) === 'pending') throw new AppError(403, 'viewRequestPending');
        }
        throw error;
      }
    },

    /** One more read of the seeker's resume by the HR, for the seeker's "who viewed my resume". */
    recordView: (hrId: number, seekerId: number) => repo.recordView(hrId, seekerId),

    async hrRequests(hr: AuthUser, query: HrViewRequestsQuery): Promise<{ data: HrViewRequest[]; total: number }> {
      const { rows, total } = await repo.hrRequests(hr.id, query.state, pageOffset(query), query.p_size);
      return { data: rows.map(presentHrRequest), total };
    },

    async seekerRequests(
      seeker: AuthUser,
      query: SeekerViewRequestsQuery,
    ): Promise<{ data: SeekerViewRequest[]; total: number }> {
      const filter = { state: query.state, ids: query.id_list };
      const { rows, total } = await repo.seekerRequests(seeker.id, filter, pageOffset(query), query.p_size);
      return { data: rows.map(presentSeekerRequest), total };
    },

    /** Allow View or Reject; only a pending request, and of two answers at once exactly one wins. */
    async answer(seeker: AuthUser, body: AnswerViewRequestBody) {
      const { request, jobTitle } = await ownRequest(seeker, body.request_id);
      if (request.state !== 'pending') throw conflict('viewRequestAnswered');
      await db.transaction(async (tx) => {
        const decided = await createPermissionsRepository(tx).decide(
          request.id,
          'pending',
          body.allow ? 'allowed' : 'rejected',
        );
        if (!decided) throw conflict('viewRequestAnswered');
        await deps.messages.withTx(tx).notify(
          viewAnswered({
            requestId: request.id,
            hrId: request.hrId,
            seekerId: seeker.id,
            seekerName: seeker.nickName,
            jobTitle: request.jobId === null ? null : jobTitle,
            allowed: body.allow,
          }),
        );
      });
    },

    /** The seeker takes back a granted permission; the HR's next read of the closed resume is refused. */
    async revoke(seeker: AuthUser, body: RevokeViewPermissionBody) {
      const { request } = await ownRequest(seeker, body.request_id);
      if (request.state !== 'allowed' || !(await repo.decide(request.id, 'allowed', 'revoked'))) {
        throw conflict('viewPermissionNotRevocable');
      }
    },

    async viewers(seeker: AuthUser, page: Paging): Promise<{ data: ResumeViewer[]; total: number }> {
      const { rows, total } = await repo.viewers(seeker.id, pageOffset(page), page.p_size);
      return { data: rows.map(presentViewer), total };
    },

    /** The state of the HR's latest request to each seeker (the talent cards they search, one query a page). */
    latestStates: (hrId: number, seekerIds: number[]) => repo.latestStates(hrId, seekerIds),

    /** The grant the resumes policy asks (wired in app-services.ts): the seeker allowed this HR and has not revoked it. */
    isGranted: (hrId: number, seekerId: number) => repo.isGranted(hrId, seekerId),

    /** How many view requests are in each state (the admin dashboard). */
    async requestStats(): Promise<Record<ViewRequestState, number>> {
      const rows = await repo.requestStats();
      const of = (state: ViewRequestState) => rows.find((row) => row.state === state)?.n ?? 0;
      return { pending: of('pending'), allowed: of('allowed'), rejected: of('rejected'), revoked: of('revoked') };
    },
  };
}

export type PermissionsService = ReturnType<typeof createPermissionsService>;
