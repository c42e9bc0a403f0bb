import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { registerSeekerWithResume } from '../../test/seekers.ts';
import { demoBidLines, seedBids } from './bids.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('demo bids', () => {
  it('seeds two bids whose printed random links and codes open their engineer lists', async () => {
    const ids: number[] = [];
    for (const name of ['陈工', '周工', '吴工', '郑工', '孙工', '钱工', '冯工', '卫工'])
      ids.push((await registerSeekerWithResume(app, name)).id);
    await app.database.db.transaction((tx) => seedBids(app, tx, ids));
    const lines = await demoBidLines(app);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const [, slug, code] = /\/bid\/info\/([A-Za-z0-9_-]{24}) {2}code ([A-Z0-9]{6})/.exec(line) ?? [];
      expect(slug).toBeDefined();
      const res = await app.inject({
        method: 'POST',
        url: `/u/v1/client/get/bid/info/${slug}`,
        payload: { verify_code: code },
      });
      expect(res.statusCode, res.body).toBe(200);
      const engineers = res.json().data.data as Array<{ position: string }>;
      expect(engineers.length).toBeGreaterThanOrEqual(4);
      expect(engineers.length).toBeLessThanOrEqual(6);
      expect(engineers[0]?.position).toBe('项目经理');
    }
  });
});
