import { OIL_SIGNUP_GRANT, ROLES, type StandardUploadFields } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { samplePdf } from '../../features/standards/index.ts';
import type { Db } from '../client.ts';

type DemoStandard = [ch: string, en: string, ver: string, comment: string, price: number];

/** Real Chinese codes (GB / JGJ / CJJ / JTG / TB / DL), their official English names, versions and oil prices (0 free). */
const DEMO_STANDARDS: DemoStandard[] = [
  ['混凝土结构设计规范', 'Code for design of concrete structures', 'GB 50010-2010', '2015 年版；结构设计核心规范', 30],
  ['建筑抗震设计规范', 'Code for seismic design of buildings', 'GB 50011-2010', '2016 年版；抗震设防与计算', 30],
  ['建筑结构荷载规范', 'Load code for the design of building structures', 'GB 50009-2012', '荷载取值与组合', 20],
  ['钢结构设计标准', 'Standard for design of steel structures', 'GB 50017-2017', '钢结构构件与连接设计', 30],
  ['建筑地基基础设计规范', 'Code for design of building foundation', 'GB 50007-2011', '地基承载力与基础设计', 20],
  ['砌体结构设计规范', 'Code for design of masonry structures', 'GB 50003-2011', '砌体构件设计', 10],
  ['建筑设计防火规范', 'Code for fire protection design of buildings', 'GB 50016-2014', '2018 年版；防火分区与疏散', 0],
  ['民用建筑设计统一标准', 'Uniform standard for design of civil buildings', 'GB 50352-2019', '民用建筑通用要求', 0],
  [
    '建筑工程施工质量验收统一标准',
    'Unified standard for constructional quality acceptance of building engineering',
    'GB 50300-2013',
    '施工质量验收总则',
    0,
  ],
  [
    '混凝土结构工程施工质量验收规范',
    'Code for acceptance of constructional quality of concrete structures',
    'GB 50204-2015',
    '模板、钢筋与混凝土验收',
    15,
  ],
  [
    '钢结构工程施工质量验收标准',
    'Standard for acceptance of construction quality of steel structures',
    'GB 50205-2020',
    '钢结构制作与安装验收',
    15,
  ],
  [
    '建筑基坑支护技术规程',
    'Technical specification for retaining and protection of building foundation excavations',
    'JGJ 120-2012',
    '基坑支护设计与施工',
    20,
  ],
  [
    '高层建筑混凝土结构技术规程',
    'Technical specification for concrete structures of tall building',
    'JGJ 3-2010',
    '高层结构体系与抗震',
    30,
  ],
  ['建筑桩基技术规范', 'Technical code for building pile foundations', 'JGJ 94-2008', '桩基设计与施工', 20],
  ['建筑施工安全检查标准', 'Standard of construction safety inspection', 'JGJ 59-2011', '施工现场安全检查评分', 0],
  [
    '施工现场临时用电安全技术规范',
    'Technical code for safety of temporary electrification on construction site',
    'JGJ 46-2005',
    '临时用电与接地',
    0,
  ],
  [
    '建筑施工扣件式钢管脚手架安全技术规范',
    'Technical code for safety of steel tubular scaffold with couplers in construction',
    'JGJ 130-2011',
    '脚手架搭设与验算',
    10,
  ],
  ['城市桥梁设计规范', 'Code for design of the municipal bridge', 'CJJ 11-2011', '2019 年版；城市桥梁荷载与构造', 25],
  [
    '城镇道路工程施工与质量验收规范',
    'Code for construction and quality acceptance of urban road engineering',
    'CJJ 1-2008',
    '道路路基与路面验收',
    10,
  ],
  [
    '城镇供水管网运行、维护及安全技术规程',
    'Technical specification for operation, maintenance and safety of urban water supply network',
    'CJJ 207-2013',
    '供水管网运维',
    0,
  ],
  [
    '公路桥涵设计通用规范',
    'General specifications for design of highway bridges and culverts',
    'JTG D60-2015',
    '公路桥梁荷载与作用',
    25,
  ],
  [
    '公路钢筋混凝土及预应力混凝土桥涵设计规范',
    'Specifications for design of highway reinforced concrete and prestressed concrete bridges and culverts',
    'JTG 3362-2018',
    '预应力桥梁设计',
    30,
  ],
  [
    '公路隧道设计规范 第一册 土建工程',
    'Specifications for design of highway tunnels Section 1 civil engineering',
    'JTG 3370.1-2018',
    '隧道衬砌与支护',
    25,
  ],
  ['铁路桥涵设计规范', 'Code for design on railway bridge and culvert', 'TB 10002-2017', '铁路桥梁设计', 25],
  ['地铁设计规范', 'Code for design of metro', 'GB 50157-2013', '地铁线路、车站与结构', 30],
  ['供配电系统设计规范', 'Code for design of electric power supply systems', 'GB 50052-2009', '负荷分级与供电电源', 10],
  ['低压配电设计规范', 'Code for design of low voltage electrical installations', 'GB 50054-2011', '低压配电与保护', 0],
  ['光伏发电站设计规范', 'Code for design of photovoltaic power station', 'GB 50797-2012', '光伏电站总体设计', 20],
  [
    '建筑给水排水设计标准',
    'Standard for design of building water supply and drainage',
    'GB 50015-2019',
    '给水排水系统设计',
    15,
  ],
  ['工程测量标准', 'Standard for engineering surveying', 'GB 50026-2020', '控制测量与施工测量', 0],
];

/**
 * Demo oil: every demo job seeker gets the default sign-up grant, ledgered as 'signup' so the ledger sums to the
 * balance (demo accounts are created in bulk, not registered; a real registration gets the administrator's amount).
 */
const WELCOME_OIL = OIL_SIGNUP_GRANT.default;

/**
 * The standards shop's demo data, through the standards and oil services: the codes above with a
 * small generated PDF each, welcome oil for the job seekers, and one purchase by the first, so /user/standard shows a
 * bought standard and a ledger.
 */
export async function seedStandards(app: FastifyInstance, tx: Db): Promise<void> {
  const standards = app.services.standards.withTx(tx);
  const oil = app.services.oil.withTx(tx);
  const ids: number[] = [];
  for (const [ch_name, en_name, ver, comment, price] of DEMO_STANDARDS) {
    const fields: StandardUploadFields = {
      ch_name,
      en_name,
      ver,
      comment,
      description: `《${ch_name}》（${ver}）。${comment}。本文件为演示用样本，仅含封面信息。`,
      crude_num: price,
    };
    const [zhPrice, enPrice] = price === 0 ? ['免费', 'free'] : [`${price} 油量`, `${price} oil`];
    const pdf = await samplePdf([ch_name, en_name, ver, `演示样本（${zhPrice}） Demo sample (${enPrice})`]);
    ids.push((await standards.add(fields, pdf)).id);
  }
  const seekers = await app.services.accounts.withTx(tx).listByRole(ROLES.seeker);
  for (const seeker of seekers) await oil.change(seeker.id, WELCOME_OIL, { reason: 'signup', note: '新用户注册赠送' });
  const [first] = seekers;
  const paid = DEMO_STANDARDS.findIndex((s) => s[4] > 0);
  const paidId = ids[paid];
  if (first && paidId) await standards.buy({ id: first.id, role: ROLES.seeker }, paidId);
}
