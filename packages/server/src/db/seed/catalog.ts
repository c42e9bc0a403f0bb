import type { Db } from '../client.ts';
import { certificates, majors } from '../schema/index.ts';
import { DEMO_DESCRIPTIONS } from './catalog-descriptions.ts';

type Entry = { name: string; enName: string; category: string };

/** Engineering majors (专业) as Chinese universities name them, with their usual English names. */
export const DEMO_MAJORS: Entry[] = [
  { name: '土木工程', enName: 'Civil Engineering', category: 'civil' },
  { name: '结构工程', enName: 'Structural Engineering', category: 'civil' },
  { name: '岩土工程', enName: 'Geotechnical Engineering', category: 'civil' },
  { name: '桥梁工程', enName: 'Bridge Engineering', category: 'transport' },
  { name: '隧道工程', enName: 'Tunnel Engineering', category: 'transport' },
  { name: '道路与铁道工程', enName: 'Road and Railway Engineering', category: 'transport' },
  { name: '交通工程', enName: 'Traffic Engineering', category: 'transport' },
  { name: '城市地下空间工程', enName: 'Urban Underground Space Engineering', category: 'civil' },
  { name: '建筑学', enName: 'Architecture', category: 'architecture' },
  { name: '城乡规划', enName: 'Urban and Rural Planning', category: 'architecture' },
  { name: '风景园林', enName: 'Landscape Architecture', category: 'architecture' },
  { name: '电气工程及其自动化', enName: 'Electrical Engineering and Automation', category: 'mep' },
  { name: '建筑电气与智能化', enName: 'Building Electrical and Intelligent Systems', category: 'mep' },
  { name: '暖通空调', enName: 'Heating, Ventilation and Air Conditioning (HVAC)', category: 'mep' },
  { name: '给排水科学与工程', enName: 'Water Supply and Drainage Engineering', category: 'mep' },
  { name: '机电安装工程', enName: 'MEP (Mechanical, Electrical and Plumbing) Engineering', category: 'mep' },
  { name: '消防工程', enName: 'Fire Protection Engineering', category: 'mep' },
  { name: '测绘工程', enName: 'Surveying and Mapping Engineering', category: 'survey' },
  { name: '地质工程', enName: 'Geological Engineering', category: 'survey' },
  { name: '水利水电工程', enName: 'Hydraulic and Hydropower Engineering', category: 'water' },
  { name: '港口航道与海岸工程', enName: 'Port, Waterway and Coastal Engineering', category: 'water' },
  { name: '环境工程', enName: 'Environmental Engineering', category: 'environment' },
  { name: '工程管理', enName: 'Construction Management', category: 'management' },
  { name: '工程造价', enName: 'Construction Cost Engineering', category: 'management' },
  { name: '安全工程', enName: 'Safety Engineering', category: 'management' },
  { name: 'BIM 技术应用', enName: 'BIM (Building Information Modelling)', category: 'digital' },
  { name: '材料科学与工程', enName: 'Materials Science and Engineering', category: 'civil' },
  { name: '机械设计制造及其自动化', enName: 'Mechanical Design, Manufacturing and Automation', category: 'mep' },
];

/** Professional qualifications (证书) an engineering employer asks for. */
export const DEMO_CERTIFICATES: Entry[] = [
  { name: '一级建造师', enName: 'Class 1 Registered Constructor', category: 'construction' },
  { name: '二级建造师', enName: 'Class 2 Registered Constructor', category: 'construction' },
  { name: '注册结构工程师', enName: 'Registered Structural Engineer', category: 'design' },
  { name: '注册电气工程师', enName: 'Registered Electrical Engineer', category: 'design' },
  { name: '注册岩土工程师', enName: 'Registered Geotechnical Engineer', category: 'design' },
  { name: '注册公用设备工程师（暖通空调）', enName: 'Registered Utility Engineer (HVAC)', category: 'design' },
  {
    name: '注册公用设备工程师（给水排水）',
    enName: 'Registered Utility Engineer (Water Supply and Drainage)',
    category: 'design',
  },
  { name: '一级注册建筑师', enName: 'Class 1 Registered Architect', category: 'design' },
  { name: '注册造价工程师', enName: 'Registered Cost Engineer', category: 'management' },
  { name: '注册安全工程师', enName: 'Registered Safety Engineer', category: 'management' },
  { name: '注册监理工程师', enName: 'Registered Supervising Engineer', category: 'management' },
  { name: '注册消防工程师', enName: 'Registered Fire Protection Engineer', category: 'management' },
  { name: '注册测绘师', enName: 'Registered Surveyor', category: 'survey' },
  { name: '注册城乡规划师', enName: 'Registered Urban Planner', category: 'design' },
  { name: '注册咨询工程师（投资）', enName: 'Registered Consulting Engineer (Investment)', category: 'management' },
  { name: 'PMP', enName: 'Project Management Professional (PMP)', category: 'management' },
  { name: 'BIM 等级证书', enName: 'BIM Skills Certificate', category: 'digital' },
  { name: 'LEED AP', enName: 'LEED Accredited Professional', category: 'green' },
  { name: '高级工程师', enName: 'Senior Engineer (professional title)', category: 'title' },
  { name: '工程师（中级职称）', enName: 'Engineer (intermediate title)', category: 'title' },
  { name: '安全生产考核合格证（C 证）', enName: 'Work Safety Certificate (Class C)', category: 'construction' },
];

/** Catalogue order and each entry's description in both languages (catalog-descriptions.ts). */
const withSort = (entries: Entry[]) =>
  entries.map((e, i) => {
    const [description, enDescription] = DEMO_DESCRIPTIONS[e.name] ?? ['', ''];
    return { ...e, sort: (i + 1) * 10, description, enDescription };
  });

/** Inserts the catalogue; rows already present (same name) are left alone. */
export async function seedCatalog(tx: Db): Promise<void> {
  await tx.insert(majors).values(withSort(DEMO_MAJORS)).onConflictDoNothing({ target: majors.name });
  await tx.insert(certificates).values(withSort(DEMO_CERTIFICATES)).onConflictDoNothing({ target: certificates.name });
}
