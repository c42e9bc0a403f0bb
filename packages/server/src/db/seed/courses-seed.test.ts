import { COURSE_CATEGORIES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, registerUser } from '../../test/factories.ts';
import { seedCatalog } from './catalog.ts';
import { DEMO_LESSON_TEXTS } from './course-lessons.ts';
import { DEMO_COURSES, seedCourses } from './courses.ts';

let app: TestApp;
let token: string;
let learnerIds: number[];
beforeAll(async () => {
  app = await buildTestApp();
  const users = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
  token = users[0].token;
  learnerIds = users.map((user) => user.id);
  await app.database.db.transaction(async (tx) => {
    await seedCatalog(tx);
    await seedCourses(app, tx, learnerIds);
  });
}, 60_000);
afterAll(() => app.close());

type Summary = {
  id: number;
  category: string;
  cover_url: string | null;
  certificates: unknown[];
  learner_count: number;
};

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
    // Every course started by some of the users there are, each counted once.
    expect(courses.every((c) => c.learner_count > 0 && c.learner_count <= learnerIds.length)).toBe(true);
    const cover = await app.inject({ method: 'GET', url: courses[0]?.cover_url as string });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/webp');
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

describe('demo lessons', () => {
  it('gives the first lessons a text in Chinese and English; a user who starts a course reads them', async () => {
    const list = await app.inject({ method: 'GET', url: '/u/v1/user/get/course/list', headers: authHeader(token) });
    const [course] = list.json().data as Summary[];
    const started = await app.inject({
      method: 'POST',
      url: '/u/v1/user/start/course',
      headers: authHeader(token),
      payload: { id: course?.id },
    });
    expect(started.statusCode, started.body).toBe(200);
    const [first] = started.json().data.lessons as { body: string; en_body: string }[];
    expect(first?.body).toMatch(/[\u4e00-\u9fff]/);
    expect(first?.en_body).toMatch(/^[A-Z]/);
    // Every demo course has a text for its first lesson.
    for (const demo of DEMO_COURSES) expect(DEMO_LESSON_TEXTS[demo.title]?.[0]?.body, demo.title).toBeTruthy();
  });
});
