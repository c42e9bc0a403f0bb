import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { seedCompanyHomepage } from './company-homepage.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('demo company homepage', () => {
  it('seeds every section in both languages; slides and achievements carry public images', async () => {
    await app.database.db.transaction((tx) => seedCompanyHomepage(app, tx));
    const data = (await app.inject({ method: 'GET', url: '/u/v1/user/get/homepage' })).json().data;
    expect(data.carousel.length).toBeGreaterThanOrEqual(2);
    expect(data.service.length).toBeGreaterThanOrEqual(3);
    expect(data.achievement.length).toBeGreaterThanOrEqual(3);
    expect(data.qualification.length).toBeGreaterThanOrEqual(3);
    for (const item of [...data.carousel, ...data.service, ...data.achievement, ...data.qualification]) {
      expect(item.title).toMatch(/\p{Script=Han}/u);
      expect(item.en_title).toMatch(/^[\x20-\x7e]+$/);
    }
    for (const item of [...data.carousel, ...data.achievement]) {
      expect((await app.inject({ method: 'GET', url: item.image_url })).statusCode).toBe(200);
    }
  });
});
