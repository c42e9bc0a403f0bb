import type { AddHomepageItemFields, HomepageSection } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../client.ts';
import { drawSlide, type SlideTheme } from './slide-art.ts';

type DemoItem = [title: string, enTitle: string, body: string, enBody: string];

/** What the platform's operator does (service scope). */
const SERVICES: DemoItem[] = [
  [
    '工程人才招聘',
    'Engineering recruitment',
    '面向设计院、施工总包与业主单位，提供结构、岩土、机电、造价等专业人才的精准招聘与背景核验。',
    'Targeted hiring of structural, geotechnical, MEP and cost engineers for design institutes, contractors and owners, with background checks.',
  ],
  [
    '执业资格与证书服务',
    'Licences and certificates',
    '一级建造师、注册结构工程师、注册造价工程师等执业资格的报考指导、继续教育与证书管理。',
    'Guidance, continuing education and certificate management for registered constructors, structural engineers and cost engineers.',
  ],
  [
    '规范标准库',
    'Standards library',
    '收录国家标准与行业规范，设计、施工与验收规范一站检索、预览与下载。',
    'National and industry codes for design, construction and acceptance: search, preview and download in one place.',
  ],
  [
    '企业培训与技术咨询',
    'Training and consulting',
    '为工程企业定制 BIM、装配式建筑、安全生产等专题培训，并提供技术方案评审咨询。',
    'Tailored training on BIM, prefabricated construction and site safety, and technical reviews of engineering proposals.',
  ],
];

/** Results the operator is known for (achievements), with a drawn picture each. */
const ACHIEVEMENTS: Array<[SlideTheme, ...DemoItem]> = [
  [
    'bridge',
    '服务 1,200 余家工程企业',
    'Serving 1,200+ engineering firms',
    '累计为设计院、施工总包和业主单位输送专业技术人才 3.6 万人次。',
    'Over 36,000 placements of technical staff with design institutes, main contractors and owners.',
  ],
  [
    'energy',
    '新能源电气人才专项',
    'New-energy power talent programme',
    '2025 年联合 40 家储能与光伏企业完成 800 余个电气岗位招聘。',
    'In 2025, filled 800+ electrical roles with 40 storage and solar companies.',
  ],
  [
    'campus',
    '校企合作覆盖 60 所高校',
    'Partnerships with 60 universities',
    '与土木、交通、电气类院校共建实习基地，每年组织校园专场招聘 120 场。',
    'Internship bases with civil, transport and electrical schools, and 120 campus hiring days a year.',
  ],
];

/** Licences and recognitions of the operator (qualifications). */
const QUALIFICATIONS: DemoItem[] = [
  [
    '人力资源服务许可证',
    'Human resources service licence',
    '经人力资源和社会保障部门许可，依法从事职业中介与人才招聘服务。',
    'Licensed by the human resources and social security authority to provide employment and recruitment services.',
  ],
  [
    '增值电信业务经营许可证',
    'Value-added telecom business licence',
    '具备互联网信息服务经营资质。',
    'Licensed to operate internet information services.',
  ],
  [
    'ISO 9001 质量管理体系认证',
    'ISO 9001 quality management certification',
    '招聘与培训服务流程通过质量管理体系认证。',
    'Our recruitment and training services are certified to ISO 9001.',
  ],
  [
    '国家高新技术企业',
    'National high-tech enterprise',
    '人才匹配与规范检索技术获得高新技术企业认定。',
    'Recognised as a high-tech enterprise for our talent matching and code search technology.',
  ],
];

/** The company page's own carousel: drawn banners (the page overlays the titles in the reader's language). */
const CAROUSEL: Array<[SlideTheme, ...DemoItem, link: string]> = [
  [
    'bridge',
    '连接工程企业与专业人才',
    'Connecting engineering firms with professionals',
    '十余年专注建筑、交通与能源领域，为工程企业和工程师搭建可信赖的桥梁。',
    'For over ten years we have linked construction, transport and energy firms with the engineers they need.',
    '/login',
  ],
  [
    'standards',
    '规范标准库：设计、施工与验收规范一站下载',
    'Standards library: every code you need, in one place',
    '国家标准与行业规范持续更新，在线检索、预览与下载。',
    'National and industry codes, kept up to date: search, preview and download online.',
    '/standards',
  ],
  [
    'energy',
    '新能源与基础设施人才计划',
    'Talent for new energy and infrastructure',
    '储能、光伏、轨道交通与数据中心岗位持续开放。',
    'Openings in energy storage, solar, rail transit and data centres.',
    '/jobs',
  ],
];

const item = (
  section: HomepageSection,
  [title, enTitle, body, enBody]: DemoItem,
  link = '',
): AddHomepageItemFields => ({
  section,
  title,
  en_title: enTitle,
  body,
  en_body: enBody,
  link,
});

/** The company homepage's demo content, written through its service inside the seeding transaction. */
export async function seedCompanyHomepage(app: FastifyInstance, tx: Db): Promise<void> {
  const homepage = app.services.companyHomepage.withTx(tx);
  const picture = (theme: SlideTheme) => ({ data: drawSlide(theme), ext: 'png' as const });
  for (const [theme, title, enTitle, body, enBody, link] of CAROUSEL) {
    await homepage.seed(item('carousel', [title, enTitle, body, enBody], link), picture(theme));
  }
  for (const service of SERVICES) await homepage.seed(item('service', service));
  for (const [theme, ...achievement] of ACHIEVEMENTS) {
    await homepage.seed(item('achievement', achievement), picture(theme));
  }
  for (const qualification of QUALIFICATIONS) await homepage.seed(item('qualification', qualification));
}
