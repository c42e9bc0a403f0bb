import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CERTIFICATES, DEMO_MAJORS, seedCatalog } from '../../db/seed/catalog.ts';
import { DEMO_DESCRIPTIONS } from '../../db/seed/catalog-descriptions.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
  await seedCatalog(app.database.db);
  await seedCatalog(app.database.db); // seeding twice adds nothing
});
afterAll(() => app.close());

describe('catalogue option lists (user/get/major/list, user/get/cert/list)', () => {
  it('lists every major with id, name and en_name, without a token, in catalogue order', async () => {
    const res = await app.inject({ method: 'GET', url: '/u/v1/user/get/major/list' });
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(0);
    expect(data).toHaveLength(DEMO_MAJORS.length);
    expect(data[0]).toEqual({ id: expect.any(Number), name: '土木工程', en_name: 'Civil Engineering' });
    expect(data.map((m: { name: string }) => m.name)).toEqual(DEMO_MAJORS.map((m) => m.name));
  });

  it('lists every certificate with id, name and en_name', async () => {
    const res = await app.inject({ method: 'GET', url: '/u/v1/user/get/cert/list' });
    const { data } = res.json();
    expect(data).toHaveLength(DEMO_CERTIFICATES.length);
    expect(data).toContainEqual({
      id: expect.any(Number),
      name: '一级建造师',
      en_name: 'Class 1 Registered Constructor',
    });
    expect(data).toContainEqual(expect.objectContaining({ name: 'PMP' }));
  });

  it('has a description in both languages for every demo entry', () => {
    for (const entry of [...DEMO_MAJORS, ...DEMO_CERTIFICATES]) {
      const [zh, en] = DEMO_DESCRIPTIONS[entry.name] ?? ['', ''];
      expect(zh, entry.name).toMatch(/[\u4e00-\u9fff]/);
      expect(en, entry.name).toMatch(/^[A-Z]/);
    }
  });

  it('has a bilingual name for every entry', () => {
    for (const entry of [...DEMO_MAJORS, ...DEMO_CERTIFICATES]) {
      expect(entry.name.trim()).not.toBe('');
      expect(entry.enName).toMatch(/^[A-Z]/);
    }
  });
});
