import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTwoInstances, type TestApp } from '../../test/app.ts';
import { onPostgres } from '../../test/database.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { jobForm } from '../../test/jobs.ts';

type Job = {
  id: number;
  description: string;
  review_status: string;
  revision: number;
  pending_edit: { description: string; review_status: string } | null;
};

/**
 * An administrator's approval and an HR's new edit sent at the same moment, through two server instances on one
 * PostgreSQL (docs/decisions/0092-live-job-while-its-edit-awaits-review.md): the approval holds for the version the administrator
 * read or answers 409, and the HR's edit is never dropped.
 */
describe.skipIf(!onPostgres())('a review racing an HR edit on two instances', () => {
  let instances: Awaited<ReturnType<typeof buildTwoInstances>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    instances = await buildTwoInstances();
    ({ a, b } = instances);
  });
  afterAll(() => instances.close());

  const call = (app: TestApp, url: string, token: string, payload?: Record<string, unknown>) =>
    app.inject({ method: payload ? 'POST' : 'GET', url, headers: authHeader(token), ...(payload ? { payload } : {}) });

  it('puts live only a version the administrator approved and loses no edit, in 40 rounds', async () => {
    const hr = await registerUser(a, { role: '2' });
    const admin = await createAdmin(a);
    const read = async (id: number) => {
      const res = await call(a, `/u/v1/hunter/get/job?id=${id}`, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Job;
    };
    const edit = async (app: TestApp, id: number, description: string) =>
      call(app, '/u/v1/hr/update/job', hr.token, { ...jobForm({ description }), id });
    const post = async (description: string) => {
      const res = await call(a, '/u/v1/hr/add/job', hr.token, { ...jobForm({ description }) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    };
    const approve = (app: TestApp, job: Job) =>
      call(app, '/u/v1/admin/review/job', admin.token, {
        id: job.id,
        decision: 'approve',
        reason: '',
        revision: job.revision,
      });

    // The versions an approval that answered 200 was for (every description is unique to its round).
    const approved = new Set<string>();
    const liveJob = await post('上线版本 live-0');
    expect((await approve(a, await read(liveJob))).statusCode).toBe(200);
    approved.add('上线版本 live-0');

    let swaps = 0;
    let lost = 0;
    for (let round = 1; round <= 40; round++) {
      // Even rounds: a new job under review; odd rounds: an edit of the live job awaiting review.
      const id = round % 2 === 0 ? await post(`新职位 new-${round}`) : liveJob;
      if (id === liveJob) expect((await edit(a, id, `第一次修改 first-${round}`)).statusCode).toBe(200);
      const seen = await read(id);
      const awaiting = seen.pending_edit?.review_status === 'under_review' ? seen.pending_edit : seen;
      const second = `第二次修改 second-${round}`;
      // The approval and the edit go to different instances, alternating which one each goes to.
      const [review, edited] = await Promise.all([
        approve(round % 4 < 2 ? a : b, seen),
        edit(round % 4 < 2 ? b : a, id, second),
      ]);
      expect([200, 409], review.body).toContain(review.statusCode);
      expect(edited.statusCode, edited.body).toBe(200);
      if (review.statusCode === 200) approved.add(awaiting.description);

      const after = await read(id);
      if (after.review_status === 'approved' && !approved.has(after.description)) swaps++;
      const stillAwaiting =
        (after.pending_edit?.review_status === 'under_review' && after.pending_edit.description === second) ||
        (after.review_status === 'under_review' && after.description === second);
      const liveByApproval = after.description === second && approved.has(second);
      if (!stillAwaiting && !liveByApproval) lost++;
    }
    expect({ swaps, lost }).toEqual({ swaps: 0, lost: 0 });
  });
});
