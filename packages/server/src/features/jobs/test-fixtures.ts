import { randomBytes } from 'node:crypto';
import type { JobForm } from '@app/shared';
import { certificates, majors, resumes, userCertificates, userMajors } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { jobForm } from '../../test/jobs.ts';

/** Test data for the jobs area, created through the API wherever the API can create it. */
export function jobFixtures(app: TestApp) {
  const db = app.database.db;
  let admin: Awaited<ReturnType<typeof createAdmin>> | undefined;
  let fixtureCertId: number | undefined;
  const suffix = () => randomBytes(3).toString('hex');

  async function adminToken() {
    admin ??= await createAdmin(app);
    return admin.token;
  }

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: token ? authHeader(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  return {
    call,
    get: (url: string, token: string | null) => call('GET', url, token),
    post: (url: string, token: string | null, payload: unknown) => call('POST', url, token, payload),
    adminToken,

    /** Catalogue rows (the catalogue seed belongs to the resumes area; tests insert their own). */
    async catalogue() {
      const s = suffix();
      const certs = await db
        .insert(certificates)
        .values([
          { name: `一级建造师${s}`, enName: `Class A Constructor ${s}` },
          { name: `注册结构工程师${s}`, enName: `Registered Structural Engineer ${s}` },
          { name: `PMP项目管理${s}`, enName: `PMP ${s}` },
        ])
        .returning();
      const majorRows = await db
        .insert(majors)
        .values([
          { name: `土木工程${s}`, enName: `Civil Engineering ${s}` },
          { name: `电气工程${s}`, enName: `Electrical Engineering ${s}` },
          { name: `暖通空调${s}`, enName: `HVAC ${s}` },
        ])
        .returning();
      return { certs: certs.map((c) => c.id), majors: majorRows.map((m) => m.id), suffix: s };
    },

    /** What a seeker holds (the resume form of the resumes area writes the same rows). */
    async qualify(userId: number, q: { experience?: number; certIds?: number[]; majorIds?: number[] }) {
      if (q.experience !== undefined)
        await db
          .insert(resumes)
          .values({ userId, experience: q.experience })
          .onConflictDoUpdate({ target: resumes.userId, set: { experience: q.experience } });
      if (q.certIds?.length)
        await db.insert(userCertificates).values(q.certIds.map((certificateId) => ({ userId, certificateId })));
      if (q.majorIds?.length) await db.insert(userMajors).values(q.majorIds.map((majorId) => ({ userId, majorId })));
    },

    hr: () => registerUser(app, { role: '2' }),
    /** A seeker whose resume has every part an application needs (ADR 0093), and a certificate no job asks for. */
    async seeker() {
      const seeker = await registerUser(app, { role: '3' });
      const values = { email: 'seeker@example.com', degree: 2, experience: 0, selfDesc: '五年结构设计经验。' };
      await db.insert(resumes).values({ userId: seeker.id, ...values });
      fixtureCertId ??= (
        await db
          .insert(certificates)
          .values({ name: `证书${suffix()}`, enName: `Cert ${suffix()}` })
          .returning()
      )[0]?.id;
      if (fixtureCertId) await db.insert(userCertificates).values({ userId: seeker.id, certificateId: fixtureCertId });
      return seeker;
    },
    /** A seeker who never filled in a resume. */
    bareSeeker: () => registerUser(app, { role: '3' }),

    form: jobForm,

    async postJob(hrToken: string, overrides: Partial<JobForm> = {}, options: { approve?: boolean } = {}) {
      const res = await call('POST', '/u/v1/hr/add/job', hrToken, this.form(overrides));
      if (res.statusCode !== 200) throw new Error(`post job failed: ${res.body}`);
      const id = res.json().data.id as number;
      if (options.approve !== false) await this.review(id, 'approve');
      return id;
    },

    /** The job's revision as an administrator reads it (the version a review decides, ADR 0092). */
    async revisionOf(id: number) {
      const res = await call('GET', `/u/v1/hunter/get/job?id=${id}`, await adminToken());
      if (res.statusCode !== 200) throw new Error(`reading the job failed: ${res.body}`);
      return res.json().data.revision as number;
    },

    /** An administrator reads the job, then decides on the version read. */
    async review(id: number, decision: 'approve' | 'reject', reason = '') {
      const revision = await this.revisionOf(id);
      const res = await call('POST', '/u/v1/admin/review/job', await adminToken(), { id, decision, reason, revision });
      if (res.statusCode !== 200) throw new Error(`review failed: ${res.body}`);
    },

    async apply(seekerToken: string, jobId: number, openDays?: number) {
      return call('POST', '/u/v1/hunter/submit/resume', seekerToken, {
        job_id: jobId,
        ...(openDays === undefined ? {} : { open_days: openDays }),
      });
    },
  };
}
