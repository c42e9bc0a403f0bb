import { randomBytes } from 'node:crypto';
import type { CourseCategory, CourseFields, CourseLevel } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../client.ts';
import { drawCourseCover } from './course-art.ts';
import { DEMO_LESSON_TEXTS } from './course-lessons.ts';

type Lesson = [title: string, enTitle: string, minutes: number];
type DemoCourse = {
  title: string;
  enTitle: string;
  summary: string;
  enSummary: string;
  category: CourseCategory;
  level: CourseLevel;
  lessons: Lesson[];
  /** Names in the demo catalogue (catalog.ts). */
  certificates: string[];
  majors: string[];
  /** How many demo users started it (at most the users there are), so the most-learners order shows something. */
  learners: number;
};

/** Courses an engineering platform offers: exam prep, software, site management, codes, safety, BIM. */
export const DEMO_COURSES: DemoCourse[] = [
  {
    title: '一级建造师《建筑工程管理与实务》精讲',
    enTitle: 'Class 1 Constructor exam: building works management and practice',
    summary: '按考试大纲梳理建筑工程技术、进度与质量管理、合同与索赔等高频考点，配合历年案例题拆解答题思路。',
    enSummary:
      'The exam syllabus topic by topic: building technology, schedule and quality management, contracts and claims, with past case questions worked through.',
    category: 'exam',
    level: 'advanced',
    lessons: [
      ['建筑结构与构造要点', 'Building structure and construction essentials', 60],
      ['地基基础与主体结构施工', 'Foundations and main structure works', 75],
      ['网络计划与进度控制', 'Network schedules and progress control', 60],
      ['质量验收与质量事故处理', 'Quality acceptance and defect handling', 50],
      ['合同管理与索赔案例', 'Contract management and claim cases', 70],
      ['历年案例题精讲', 'Past case questions worked through', 90],
    ],
    certificates: ['一级建造师'],
    majors: ['土木工程', '工程管理'],
    learners: 32,
  },
  {
    title: '二级建造师《市政公用工程》通关课',
    enTitle: 'Class 2 Constructor exam: municipal public works',
    summary: '道路、桥梁、管网与城市轨道交通四大板块，结合施工工艺图讲清选择题与案例题的得分点。',
    enSummary:
      'Roads, bridges, pipe networks and urban rail transit, with process drawings showing where the marks are in multiple-choice and case questions.',
    category: 'exam',
    level: 'intermediate',
    lessons: [
      ['城镇道路工程', 'Urban road works', 55],
      ['城市桥梁工程', 'Urban bridge works', 60],
      ['城市管道工程', 'Urban pipeline works', 45],
      ['城市轨道交通工程', 'Urban rail transit works', 50],
      ['施工组织与安全管理', 'Site organisation and safety management', 40],
    ],
    certificates: ['二级建造师'],
    majors: ['道路与铁道工程', '桥梁工程'],
    learners: 21,
  },
  {
    title: '注册结构工程师专业考试：混凝土结构专题',
    enTitle: 'Structural engineer exam: concrete structures',
    summary: '以 GB 50010 为主线，讲透受弯、受剪、受扭与裂缝挠度验算，每讲配套规范条文与计算例题。',
    enSummary:
      'Following GB 50010: bending, shear, torsion, crack width and deflection checks, each lesson with the clauses and a worked example.',
    category: 'exam',
    level: 'advanced',
    lessons: [
      ['材料与基本设计规定', 'Materials and basic design rules', 45],
      ['受弯构件正截面承载力', 'Flexural capacity of members', 60],
      ['斜截面受剪承载力', 'Shear capacity on inclined sections', 55],
      ['受扭与复合受力构件', 'Torsion and combined actions', 50],
      ['裂缝宽度与挠度验算', 'Crack width and deflection checks', 45],
    ],
    certificates: ['注册结构工程师'],
    majors: ['结构工程', '土木工程'],
    learners: 15,
  },
  {
    title: 'AutoCAD 建筑施工图绘制入门',
    enTitle: 'AutoCAD for building construction drawings',
    summary: '从图层、块与标注样式开始，完成一套小型住宅的平面、立面与剖面施工图，并按出图规范打印。',
    enSummary:
      'Layers, blocks and dimension styles first, then the plans, elevations and sections of a small house, plotted to drawing standards.',
    category: 'software',
    level: 'beginner',
    lessons: [
      ['界面、图层与绘图环境', 'Interface, layers and drawing setup', 30],
      ['常用绘图与修改命令', 'Everyday draw and modify commands', 40],
      ['块、属性与外部参照', 'Blocks, attributes and external references', 35],
      ['平面图绘制实战', 'Drawing a floor plan', 50],
      ['立面图、剖面图与标注', 'Elevations, sections and dimensions', 50],
      ['布局与打印出图', 'Layouts and plotting', 25],
    ],
    certificates: [],
    majors: ['建筑学', '土木工程'],
    learners: 38,
  },
  {
    title: 'PKPM 结构建模与计算分析',
    enTitle: 'Structural modelling and analysis in PKPM',
    summary: '以一栋框架-剪力墙结构为例，完成建模、荷载输入、SATWE 计算与结果判读，掌握常见超限指标的调整方法。',
    enSummary:
      'A frame-shear wall building from model to SATWE results: loads, analysis, reading the output and fixing the usual limits that are exceeded.',
    category: 'software',
    level: 'intermediate',
    lessons: [
      ['轴网与构件布置', 'Grids and member layout', 45],
      ['荷载输入与楼层组装', 'Loads and storey assembly', 40],
      ['SATWE 参数设置', 'SATWE parameters', 50],
      ['计算结果判读', 'Reading the results', 55],
      ['位移比、周期比调整', 'Adjusting drift and period ratios', 45],
    ],
    certificates: ['注册结构工程师'],
    majors: ['结构工程'],
    learners: 18,
  },
  {
    title: '施工进度计划编制与动态控制',
    enTitle: 'Planning and controlling construction schedules',
    summary: '用横道图与双代号网络计划编排总进度，结合挣值法跟踪偏差，学会在工期延误时组织赶工与索赔。',
    enSummary:
      'Master schedules with bar charts and activity networks, earned value to track variance, and what to do about delays: acceleration and claims.',
    category: 'construction',
    level: 'intermediate',
    lessons: [
      ['进度计划的层级与编制依据', 'Levels of schedules and their inputs', 35],
      ['双代号网络与关键线路', 'Activity networks and the critical path', 50],
      ['资源平衡与工期优化', 'Resource levelling and duration optimisation', 45],
      ['挣值法与进度偏差分析', 'Earned value and schedule variance', 40],
      ['延误应对与工期索赔', 'Handling delays and time claims', 40],
    ],
    certificates: ['一级建造师', 'PMP'],
    majors: ['工程管理'],
    learners: 12,
  },
  {
    title: '工程造价：清单计价与结算实务',
    enTitle: 'Cost engineering: bills of quantities and final accounts',
    summary: '依据 GB 50500 讲解工程量清单编制、综合单价组价、变更签证与竣工结算审核的实务做法。',
    enSummary:
      'Per GB 50500: preparing bills of quantities, building up unit rates, variations and site instructions, and auditing final accounts.',
    category: 'construction',
    level: 'beginner',
    lessons: [
      ['清单计价规范总览', 'The bill of quantities code at a glance', 30],
      ['工程量计算规则', 'Quantity measurement rules', 50],
      ['综合单价组价', 'Building up unit rates', 45],
      ['变更、签证与价款调整', 'Variations, instructions and price adjustment', 40],
      ['竣工结算编制与审核', 'Preparing and auditing final accounts', 45],
    ],
    certificates: ['注册造价工程师'],
    majors: ['工程造价', '工程管理'],
    learners: 16,
  },
  {
    title: '《建筑设计防火规范》条文解读',
    enTitle: 'Fire code for buildings explained (GB 50016)',
    summary: '围绕建筑分类与耐火等级、防火分区、安全疏散和消防救援设施，逐条解读设计审查中最常被问到的条文。',
    enSummary:
      'Building classes and fire resistance, compartments, means of escape and firefighting access: the clauses design reviews ask about most.',
    category: 'standards',
    level: 'intermediate',
    lessons: [
      ['建筑分类与耐火等级', 'Building classes and fire resistance ratings', 40],
      ['总平面布局与防火间距', 'Site layout and separation distances', 35],
      ['防火分区与防火分隔', 'Fire compartments and separations', 45],
      ['安全疏散与避难', 'Means of escape and refuge', 50],
      ['消防救援设施', 'Firefighting access and facilities', 30],
    ],
    certificates: ['注册消防工程师', '一级注册建筑师'],
    majors: ['消防工程', '建筑学'],
    learners: 23,
  },
  {
    title: '《混凝土结构工程施工质量验收规范》要点',
    enTitle: 'Acceptance of concrete structure works (GB 50204) in practice',
    summary: '按模板、钢筋、预应力、混凝土与现浇结构分项，讲清主控项目、一般项目和检验批的验收方法。',
    enSummary:
      'Formwork, reinforcement, prestressing, concrete and cast-in-place structures: main and general items and how inspection lots are accepted.',
    category: 'standards',
    level: 'beginner',
    lessons: [
      ['验收体系与检验批划分', 'The acceptance system and inspection lots', 30],
      ['模板与钢筋分项', 'Formwork and reinforcement', 40],
      ['混凝土分项与试块评定', 'Concrete works and test cube evaluation', 40],
      ['现浇结构外观与尺寸偏差', 'Appearance and dimensional tolerances', 35],
    ],
    certificates: ['二级建造师'],
    majors: ['土木工程', '结构工程'],
    learners: 10,
  },
  {
    title: '施工现场安全管理与危大工程管控',
    enTitle: 'Site safety and control of high-risk works',
    summary: '结合住建部危大工程管理规定，讲解深基坑、高支模、起重吊装等专项方案的编制、论证与现场监督。',
    enSummary:
      'Under the ministry rules on high-risk works: method statements for deep excavations, tall falsework and lifting, their expert review and site supervision.',
    category: 'safety',
    level: 'intermediate',
    lessons: [
      ['安全生产责任体系', 'Safety responsibilities on site', 35],
      ['危大工程范围与专项方案', 'High-risk works and method statements', 45],
      ['深基坑与高支模管控', 'Deep excavations and tall falsework', 50],
      ['起重吊装与施工用电', 'Lifting operations and temporary power', 40],
      ['事故案例复盘', 'Accident cases reviewed', 40],
    ],
    certificates: ['注册安全工程师', '安全生产考核合格证（C 证）'],
    majors: ['安全工程', '工程管理'],
    learners: 14,
  },
  {
    title: 'Revit 建筑建模从入门到出图',
    enTitle: 'Revit architecture: from first model to drawings',
    summary: '以一栋多层办公楼为例，完成标高轴网、墙体门窗、楼板屋顶建模，并生成明细表和施工图。',
    enSummary:
      'A multi-storey office building: levels and grids, walls, doors and windows, floors and roofs, then schedules and construction drawings.',
    category: 'bim',
    level: 'beginner',
    lessons: [
      ['项目样板与标高轴网', 'Templates, levels and grids', 35],
      ['墙体、门窗与幕墙', 'Walls, doors, windows and curtain walls', 50],
      ['楼板、屋顶与楼梯', 'Floors, roofs and stairs', 45],
      ['族的创建与参数化', 'Creating parametric families', 50],
      ['明细表与施工图出图', 'Schedules and drawing sheets', 40],
    ],
    certificates: ['BIM 等级证书'],
    majors: ['BIM 技术应用', '建筑学'],
    learners: 28,
  },
  {
    title: 'BIM 机电综合与管线碰撞检查',
    enTitle: 'BIM MEP coordination and clash detection',
    summary: '在 Revit 与 Navisworks 中整合暖通、给排水、电气模型，做碰撞检查、净高分析与综合支吊架排布。',
    enSummary:
      'HVAC, plumbing and electrical models combined in Revit and Navisworks: clash detection, clear height studies and shared hanger layouts.',
    category: 'bim',
    level: 'advanced',
    lessons: [
      ['机电模型整合规则', 'Rules for combining MEP models', 40],
      ['Navisworks 碰撞检查', 'Clash detection in Navisworks', 50],
      ['管线综合排布原则', 'Principles of services coordination', 45],
      ['净高分析与优化', 'Clear height analysis', 40],
      ['综合支吊架设计', 'Shared hanger design', 35],
    ],
    certificates: ['BIM 等级证书'],
    majors: ['机电安装工程', '暖通空调', 'BIM 技术应用'],
    learners: 10,
  },
];

/**
 * The demo courses with drawn covers and their lessons, linked to the demo catalogue; newest first is the list's last
 * course first. Each is started by some of `learnerIds` (real learner rows, so the counts are true).
 */
export async function seedCourses(app: FastifyInstance, tx: Db, learnerIds: number[]): Promise<void> {
  const catalog = app.services.catalog.withTx(tx);
  const courses = app.services.courses.withTx(tx);
  const certificates = new Map((await catalog.listCertificates()).map((c) => [c.name, c.id]));
  const majors = new Map((await catalog.listMajors()).map((m) => [m.name, m.id]));
  const ids = (names: string[], known: Map<string, number>) =>
    names.map((name) => {
      const id = known.get(name);
      if (id === undefined) throw new Error(`demo course links an unknown catalogue entry: ${name}`);
      return id;
    });

  for (const [index, course] of DEMO_COURSES.entries()) {
    const key = `courses/seed/${randomBytes(12).toString('hex')}.webp`;
    await app.storage.put(key, drawCourseCover(course.category, index));
    const fields: CourseFields = {
      title: course.title,
      en_title: course.enTitle,
      summary: course.summary,
      en_summary: course.enSummary,
      category: course.category,
      level: course.level,
      outline: course.lessons.map(([title, en_title, minutes], at) => {
        const text = DEMO_LESSON_TEXTS[course.title]?.[at];
        return { title, en_title, minutes, body: text?.body ?? '', en_body: text?.enBody ?? '', video_url: null };
      }),
      cert_ids: ids(course.certificates, certificates),
      major_ids: ids(course.majors, majors),
      published: true,
      sort: 0,
    };
    const { after } = await courses.create(fields, key);
    // A different slice of the users for each course.
    const start = (index * 7) % Math.max(learnerIds.length, 1);
    const learners = [...learnerIds.slice(start), ...learnerIds.slice(0, start)].slice(0, course.learners);
    if (after) await courses.addLearners(after.id, learners);
  }
}
