import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CITY_VALUES, JOB_MESSAGE_TYPES } from '@app/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, login } from '../../test/factories.ts';
import { applications, jobs, messages, users } from '../schema/index.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { seedDemo } from './index.ts';
import { DEMO_JOB_HRS } from './jobs-data.ts';

let app: TestApp;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-seed-'));
beforeAll(async () => {
  app = await buildTestApp({ DATA_DIR: dataDir });
  await seedDemo(app);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('jobs demo seed', () => {
  it('adds HR logins with the demo password', async () => {
    for (const hr of DEMO_JOB_HRS) expect((await login(app, hr.phone, DEMO_PASSWORD)).role).toBe('2');
  });

  it('posts at least 60 jobs across every city, some ended, some under review or rejected', async () => {
    const rows = await app.database.db.select().from(jobs);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((j) => j.city))).toEqual(new Set(CITY_VALUES));
    expect(new Set(rows.map((j) => j.hrId)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((j) => j.company)).size).toBeGreaterThanOrEqual(8);
    expect(rows.filter((j) => j.status === 2).length).toBeGreaterThan(3);
    expect(rows.filter((j) => j.reviewStatus === 'under_review').length).toBeGreaterThan(2);
    expect(rows.filter((j) => j.reviewStatus === 'rejected').length).toBeGreaterThan(0);
    expect(rows.filter((j) => /[A-Za-z]{4,} [A-Za-z]{4,}/.test(j.title)).length).toBeGreaterThan(5);
  });

  it('links jobs to the catalogue and finds them with a 2-character keyword', async () => {
    const seeker = await login(app, '13700000001', DEMO_PASSWORD);
    const res = await app.inject({
      method: 'GET',
      url: `/u/v1/hunter/search/job?key_word=${encodeURIComponent('桥梁')}`,
      headers: authHeader(seeker.token),
    });
    const body = res.json();
    expect(body.total).toBeGreaterThan(4);
    expect(body.data.some((j: { major_list: unknown[] }) => j.major_list.length > 0)).toBe(true);
  });

  it('adds applications in several pipeline states, with the notifications', async () => {
    const rows = await app.database.db.select().from(applications);
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((a) => a.status)).size).toBeGreaterThanOrEqual(4);
    const [notes] = await app.database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.messageType, JOB_MESSAGE_TYPES.applicationReceived));
    expect(notes?.n).toBe(rows.length);
    const seekers = await app.database.db.select({ id: users.id }).from(users).where(eq(users.role, '3'));
    expect(new Set(rows.map((a) => a.seekerId)).size).toBeGreaterThanOrEqual(Math.min(3, seekers.length));
  });

  it('serves four carousel slides whose images load', async () => {
    const seeker = await login(app, '13700000002', DEMO_PASSWORD);
    const res = await app.inject({ method: 'GET', url: '/u/v1/user/get/slide/pic', headers: authHeader(seeker.token) });
    const list = res.json().data as Array<{ url: string; link: string; title: string; en_title: string }>;
    expect(list).toHaveLength(4);
    for (const slide of list) {
      expect(slide.title).toMatch(/[\u4e00-\u9fff]/);
      expect(slide.en_title).toMatch(/[A-Za-z]/);
      const image = await app.inject({ method: 'GET', url: slide.url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
  });
});
