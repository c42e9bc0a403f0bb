import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-users.ts';
import { seedDemo } from '../../db/seed/index.ts';
import { phraseShare, tokenStats } from '../../lib/search/token-stats.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, login } from '../../test/factories.ts';

/*
 * Selective queries on the demo seed answer the same jobs as the search before ADR 0090 (the ids below were
 * captured from that search, commit 16a81ab): the tiers, the facet tokens and the capped totals change how a
 * search is served, not what it finds.
 */
const BEFORE: Record<string, number[]> = {
  'key_word=%E6%A1%A5%E6%A2%81': [7, 13, 14, 15, 16, 17, 18, 55, 61],
  'key_word=%E6%A1%A5': [7, 13, 14, 15, 16, 17, 18, 55, 61],
  'key_word=%E9%9A%A7%E9%81%93': [13, 16, 30, 32],
  'key_word=%E7%94%B5%E6%B0%94': [19, 20, 21, 22, 24, 31, 38, 42, 48, 59],
  'key_word=%E5%B7%A5%E7%A8%8B%E5%B8%88': [
    2, 4, 5, 7, 8, 13, 14, 15, 16, 17, 18, 19, 20, 27, 30, 31, 32, 33, 34, 35, 36, 37, 39, 40, 43, 44, 46, 48, 50, 53,
    54, 55, 56, 57, 59, 61, 62, 63,
  ],
  'key_word=%E9%80%A0%E4%BB%B7': [5, 10, 40, 44],
  'key_word=BIM': [25],
  'key_word=bridge%20engineer': [7, 13, 14, 15, 55, 61],
  'key_word=%E7%BB%93%E6%9E%84%E8%AE%BE%E8%AE%A1': [2, 16, 30, 36, 50, 56],
  'key_word=%E5%B7%A5%E7%A8%8B%E5%B8%88&address=%E4%B8%8A%E6%B5%B7': [2, 4, 5, 7, 8, 27, 50, 59],
  'key_word=%E8%AE%BE%E8%AE%A1&job_type=full_time&salary=20-40': [
    2, 13, 15, 16, 19, 20, 30, 31, 32, 34, 36, 40, 50, 55, 62,
  ],
  'address=%E4%B8%8A%E6%B5%B7': [1, 2, 4, 5, 7, 8, 10, 27, 50, 59],
  'address=Shenzhen&job_type=full_time': [9, 19, 20, 32, 43, 46, 60, 62],
  'address=%E6%B5%A6%E4%B8%9C': [1, 2, 4, 5, 59],
  'job_type=internship': [11, 18, 22, 51, 64],
  'experience=1-3': [3, 14, 17, 25, 26, 33, 35, 38, 46, 49, 58, 60],
  'salary=10-20&experience=3-5': [5, 27, 39, 47, 48, 53, 54, 56, 59, 61, 63],
  'company=%E4%B8%AD%E5%BB%BA': [1, 2, 3, 4, 5, 59],
  'company=meridian': [7, 8, 9, 10, 11, 60],
  'publisher_name=%E7%8E%8B%E6%95%8F': [1, 2, 3, 4, 5, 59],
  'cert=1': [1, 21, 24, 57],
  'cert=2,3': [2, 3, 7, 13, 30, 50, 55, 59],
  'major=1': [1, 2, 3, 4, 9, 11, 13, 18, 25, 26, 57, 64],
  'major=2&job_type=full_time': [2, 7, 30, 50],
  '': [
    1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 25, 26, 27, 28, 30, 31, 32, 33, 34, 35,
    36, 37, 38, 39, 40, 41, 42, 43, 44, 46, 47, 48, 49, 50, 51, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64,
  ],
};

let app: TestApp;
let token: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-same-'));
beforeAll(async () => {
  app = await buildTestApp({ DATA_DIR: dataDir });
  await seedDemo(app);
  token = (await login(app, '13700000001', DEMO_PASSWORD)).token;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every job a query finds, over all its pages, and the total the first page reported. */
async function everything(query: string) {
  const found: number[] = [];
  let total = -1;
  for (let pn = 1; pn <= 20; pn += 1) {
    const res = await app.inject({
      method: 'GET',
      url: `/u/v1/hunter/search/job?${query}&p_size=50&pn=${pn}`,
      headers: authHeader(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Array<{ id: number }>; total: number };
    if (pn === 1) total = body.total;
    found.push(...body.data.map((j) => j.id));
    if (body.data.length < 50) break;
  }
  expect(found).toHaveLength(total);
  return found.sort((a, b) => a - b);
}

const kw = (text: string) => `key_word=${encodeURIComponent(text)}`;
const QUERIES = [
  kw('桥梁'),
  kw('桥'),
  kw('隧道'),
  kw('电气'),
  kw('工程师'),
  kw('造价'),
  kw('BIM'),
  kw('bridge engineer'),
  kw('结构设计'),
  `${kw('工程师')}&address=${encodeURIComponent('上海')}`,
  `${kw('设计')}&job_type=full_time&salary=20-40`,
  `address=${encodeURIComponent('上海')}`,
  'address=Shenzhen&job_type=full_time',
  `address=${encodeURIComponent('浦东')}`,
  'job_type=internship',
  'experience=1-3',
  'salary=10-20&experience=3-5',
  `company=${encodeURIComponent('中建')}`,
  'company=meridian',
  `publisher_name=${encodeURIComponent('王敏')}`,
  'cert=1',
  'cert=2,3',
  'major=1',
  'major=2&job_type=full_time',
  '',
];

describe('search answers the same jobs as before (demo seed)', () => {
  it('has token statistics on the demo seed, so the queries below choose walks and GIN reads as at scale', async () => {
    const stats = await tokenStats(app.database.db, 'jobs', 'search_tokens');
    expect(stats.rows).toBeGreaterThan(50);
    expect(phraseShare(['工程', '程师'], stats)).toBeGreaterThan(0.3);
  });

  it('finds what it found before for each selective query', async () => {
    const now: Record<string, number[]> = {};
    for (const query of QUERIES) now[query] = await everything(query);
    for (const query of QUERIES) expect(now[query], query).toEqual(BEFORE[query]);
  });
});
