import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ResumeSaveSchema, ROLES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, login } from '../../test/factories.ts';
import { resumes, users } from '../schema/index.ts';
import { seedCatalog } from './catalog.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { seedResumes } from './resumes.ts';
import { DEMO_SEEKERS } from './resumes-data.ts';
import { seedingIn } from './seeding.ts';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resumes-seed-'));
  app = await buildTestApp({ DATA_DIR: dataDir });
  await app.database.db.transaction(async (tx) => {
    await seedCatalog(tx);
    await seedResumes(seedingIn(app, tx));
  });
}, 120_000);
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo resumes', () => {
  it('creates at least 30 job seekers, the README ones included, some with closed resumes', async () => {
    const seekers = await app.database.db.select().from(users).where(eq(users.role, ROLES.seeker));
    expect(seekers.length).toBeGreaterThanOrEqual(30);
    expect(seekers.map((u) => u.phone)).toEqual(expect.arrayContaining(['13700000001', '13700000002', '13700000003']));
    const closed = await app.database.db.select().from(resumes).where(eq(resumes.enableResume, 0));
    expect(closed.length).toBeGreaterThanOrEqual(3);
    expect(new Set(DEMO_SEEKERS.map((s) => s.phone)).size).toBe(DEMO_SEEKERS.length);
  });

  it('gives every seeker a complete resume that passes the /resume form rules, and a served avatar', async () => {
    const admin = await createAdmin(app);
    const seekers = await app.database.db.select().from(users).where(eq(users.role, ROLES.seeker));
    for (const seeker of seekers) {
      const res = await app.inject({
        method: 'GET',
        url: `/u/v1/admin/download/hunter/resume/${seeker.id}`,
        headers: authHeader(admin.token),
      });
      expect(res.statusCode).toBe(200);
      const resume = res.json().data;
      const form = {
        ...resume,
        chinese_name: resume.chinese_name || undefined,
        major_ids: resume.major_list.map((m: { id: number }) => m.id),
        cert_ids: resume.cert_list.map((c: { id: number }) => c.id),
        projects: resume.project_list,
      };
      const check = ResumeSaveSchema.safeParse(form);
      expect(check.error?.issues ?? [], seeker.phone).toEqual([]);
      expect(resume.major_list.length).toBeGreaterThan(0);
      expect(resume.cert_list.length).toBeGreaterThan(0);
      const avatar = await app.inject({ method: 'GET', url: resume.profile_pic_url });
      expect(avatar.statusCode).toBe(200);
      expect(avatar.headers['content-type']).toBe('image/png');
    }
  });

  it('lets a demo seeker log in and read photos of their own resume', async () => {
    const user = await login(app, '13700000001', DEMO_PASSWORD);
    const resume = (
      await app.inject({ method: 'GET', url: '/u/v1/hunter/get/resume', headers: authHeader(user.token) })
    ).json().data;
    expect(resume.name).toBe('张伟');
    expect(resume.cert_pic_list).toHaveLength(1);
    const pics = Object.values(resume.project_pic_list).flat() as { ppic_url: string }[];
    expect(pics).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: pics[0]?.ppic_url ?? '' })).statusCode).toBe(200);
  });
});
