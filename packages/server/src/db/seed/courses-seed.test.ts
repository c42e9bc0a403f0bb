import { COURSE_CATEGORIES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, registerUser } from '../../test/factories.ts';
import { seedCatalog } from './catalog.ts';
import { DEMO_COURSES, seedCourses } from './courses.ts';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await buildTestApp();
  await app.database.db.transaction(async (tx) => {
    await seedCatalog(tx);
    await seedCourses(app, tx);
  });
  token = (await registerUser(app)).token;
}, 60_000);
afterAll(() => app.close());

type Summary = { id: number; category: string; cover_url: string | null; certificates: unknown[]; view_count: number };

describe('demo courses', () => {
  it('seeds about a dozen published courses in every category, each with a cover and catalogue links', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/u/v1/user/get/course/list?p_size=50',
      headers: authHeader(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const courses = res.json().data as Summary[];
    expect(courses).toHaveLength(DEMO_COURSES.length);
    expect(courses.length).toBeGreaterThanOrEqual(12);
    expect(new Set(courses.map((c) => c.category))).toEqual(new Set(COURSE_CATEGORIES));
    expect(courses.filter((c) => c.certificates.length > 0).length).toBeGreaterThanOrEqual(10);
    expect(courses.every((c) => c.view_count > 0)).toBe(true);
    const cover = await app.inject({ method: 'GET', url: courses[0]?.cover_url as string });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/png');
  });

  it('finds a seeded course by a Chinese keyword and by certificate', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/u/v1/user/get/course/list?key_word=${encodeURIComponent('防火')}`,
      headers: authHeader(token),
    });
    expect(res.json().data.map((c: { en_title: string }) => c.en_title)).toEqual([
      'Fire code for buildings explained (GB 50016)',
    ]);
  });
});
