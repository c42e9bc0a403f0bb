import { bidToday } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../client.ts';

/** Two demo bids, each with engineers of the seeded talent pool and a position label each. */
const DEMO_BIDS = [
  {
    title: '浦东国际机场 T3 航站楼机电安装工程投标',
    client_name: '上海机场（集团）有限公司',
    note: '演示投标：机电与 BIM 团队',
    days: 60,
    positions: ['项目经理', '机电总工程师', 'BIM 负责人', '安全总监', '造价工程师'],
  },
  {
    title: 'Suzhou Metro Line 8 Civil Works Tender',
    client_name: '苏州市轨道交通集团有限公司',
    note: 'Demo bid: civil and structural team',
    days: 90,
    positions: ['项目经理', '结构工程师', '岩土工程师', '测量工程师', '质量总监', '施工员'],
  },
] as const;

const dayIn = (days: number) => {
  const day = new Date(`${bidToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** Seeds the demo bids on `tx` from `seekerIds` (job seekers with complete resumes), through the bids service. */
export async function seedBids(app: FastifyInstance, tx: Db, seekerIds: number[]): Promise<void> {
  const bids = app.services.bids.withTx(tx);
  let next = 0;
  for (const demo of DEMO_BIDS) {
    const engineers = demo.positions.map((position) => ({
      user_id: seekerIds[next++ % seekerIds.length] ?? 0,
      position,
    }));
    await bids.seed(
      { title: demo.title, client_name: demo.client_name, note: demo.note, expires_at: dayIn(demo.days) },
      engineers.filter((e, i) => e.user_id > 0 && engineers.findIndex((o) => o.user_id === e.user_id) === i),
    );
  }
}

/** The demo bids' random links and codes, for the printed demo logins (both drawn anew on every seed, ADR 0123). */
export async function demoBidLines(app: FastifyInstance): Promise<string[]> {
  const { data } = await app.services.bids.list({ pn: 1, p_size: 10 });
  return data.map((bid) => `  ${'bid'.padEnd(12)} ${bid.link}  code ${bid.code}  (${bid.title})`);
}
