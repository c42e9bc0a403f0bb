/** A demo lesson's text in each language (plain text; a blank line between paragraphs). */
export type LessonText = { body: string; enBody: string };

/**
 * The texts of the demo courses' first lessons, by course title (courses.ts): the opening lessons a visitor who
 * presses "开始学习" reads first. The later lessons keep their titles and lengths only. No lesson links a video: the
 * demo must not make a browser load anything from outside this server.
 */
export const DEMO_LESSON_TEXTS: Record<string, LessonText[]> = {
  '一级建造师《建筑工程管理与实务》精讲': [
    {
      body: '本课梳理建筑结构与构造中的高频考点：结构的功能要求与极限状态、常见结构体系的适用范围、墙体与楼地面的构造要求。\n\n学习建议：先记住“安全性、适用性、耐久性”三项功能要求及其对应的极限状态，再结合案例题判断构造做法是否满足规范。',
      enBody:
        'This lesson covers the most examined points of building structure and construction: the functions a structure must serve and its limit states, where each common structural system fits, and the detailing of walls and floors.\n\nHow to study it: first learn the three functions (safety, serviceability, durability) and the limit state that checks each, then use case questions to judge whether a detail meets the code.',
    },
    {
      body: '地基基础与主体结构施工是案例题的重点。本课依次讲解土方开挖与基坑支护、桩基础施工、钢筋混凝土结构的模板、钢筋与混凝土工程。\n\n每一部分都对应一类常见案例：开挖顺序错误、桩身质量问题、混凝土养护不足。请在学习时记录每类问题的原因和处理措施。',
      enBody:
        'Foundations and main structure works are the heart of the case questions. The lesson walks through excavation and shoring, piling, and the formwork, reinforcement and concreting of reinforced concrete structures.\n\nEach part maps to a common case: digging in the wrong order, defective piles, concrete cured too little. Note the cause and the remedy of each as you go.',
    },
  ],
  '二级建造师《市政公用工程》通关课': [
    {
      body: '城镇道路由路基、基层和面层组成。本课讲解各结构层的作用与常用材料，沥青混合料面层的施工工序，以及压实度、平整度等质量检验指标。\n\n考试中常以“施工顺序排序”和“质量问题原因分析”出题，建议结合施工流程图记忆。',
      enBody:
        'An urban road is built from subgrade, base and surface courses. This lesson explains what each layer does and what it is made of, the steps of laying an asphalt surface, and the checks on compaction and evenness.\n\nThe exam often asks you to put the works in order or to explain a quality defect; learn them alongside a flow chart of the works.',
    },
  ],
  '注册结构工程师专业考试：混凝土结构专题': [
    {
      body: '本课回顾混凝土与钢筋的力学性能指标，以及《混凝土结构设计规范》中的基本设计规定：结构重要性系数、荷载组合、环境类别与保护层厚度。\n\n答题时务必先确认环境类别和设计使用年限，它们决定了保护层厚度和材料最低强度等级。',
      enBody:
        'This lesson reviews the mechanical properties of concrete and reinforcement and the basic rules of the concrete design code: the importance factor, load combinations, exposure classes and cover.\n\nIn the exam, settle the exposure class and the design working life first: they fix the cover and the lowest permitted material grades.',
    },
  ],
  'AutoCAD 建筑施工图绘制入门': [
    {
      body: '第一课熟悉 AutoCAD 的工作界面：功能区、命令行与状态栏。随后建立一套施工图常用图层（轴线、墙体、门窗、标注、文字），设置线型、线宽与颜色。\n\n练习：新建一个图形样板文件，保存上述图层和文字样式，以后每张图都从这个样板开始。',
      enBody:
        'The first lesson finds its way around AutoCAD: the ribbon, the command line and the status bar. It then sets up the layers construction drawings use (grids, walls, doors and windows, dimensions, text) with their linetypes, lineweights and colours.\n\nExercise: create a drawing template holding these layers and a text style, and start every drawing from it.',
    },
    {
      body: '本课练习最常用的绘图与修改命令：直线、多段线、圆、偏移、修剪、延伸、复制与阵列。掌握对象捕捉和极轴追踪，可以让绘图又快又准。\n\n练习：用偏移和修剪命令，根据轴网绘制一层墙体。',
      enBody:
        'This lesson practises the everyday draw and modify commands: line, polyline, circle, offset, trim, extend, copy and array. Object snaps and polar tracking make drawing both fast and exact.\n\nExercise: draw one storey of walls from the grid using offset and trim.',
    },
  ],
  'PKPM 结构建模与计算分析': [
    {
      body: '建模从轴网开始：按建筑图输入正交或斜交轴网，再布置柱、梁、墙等构件并指定截面。本课强调建模前先核对建筑图与结构方案，避免返工。',
      enBody:
        'A model starts from its grid: enter the orthogonal or skewed grid from the architectural drawings, then place columns, beams and walls with their sections. The lesson stresses checking the drawings against the structural scheme before modelling, to avoid rework.',
    },
  ],
  施工进度计划编制与动态控制: [
    {
      body: '进度计划分为总进度计划、单位工程进度计划和分部分项工程作业计划。本课介绍各层级计划的用途，以及编制时需要的依据：合同工期、施工方案、资源供应和现场条件。',
      enBody:
        'Schedules come in levels: the master schedule, the schedule of each building, and the work plans of each trade. This lesson explains what each level is for and what goes into writing it: the contract period, the method statements, resources and site conditions.',
    },
  ],
  '工程造价：清单计价与结算实务': [
    {
      body: '本课概览工程量清单计价规范：清单的组成（分部分项、措施项目、其他项目、规费和税金），招标控制价与投标报价的关系，以及清单计价中的风险分担原则。',
      enBody:
        'An overview of the bill of quantities pricing code: what a bill contains (measured works, preliminaries, other items, statutory fees and taxes), how the tender ceiling price relates to the bid, and how pricing shares risk between the parties.',
    },
  ],
  '《建筑设计防火规范》条文解读': [
    {
      body: '建筑按使用性质和高度分为住宅建筑和公共建筑，又分为高层和单、多层。本课讲解民用建筑的分类方法，以及耐火等级与构件燃烧性能、耐火极限的对应关系。\n\n判断建筑分类是后续确定防火间距、防火分区和疏散要求的第一步。',
      enBody:
        'Buildings are classed by use (residential or public) and by height (high-rise, or low- and mid-rise). This lesson explains how civil buildings are classified and how each fire resistance rating maps to the combustibility and fire resistance of the elements.\n\nClassifying the building is the first step towards its separation distances, compartments and means of escape.',
    },
  ],
  '《混凝土结构工程施工质量验收规范》要点': [
    {
      body: '质量验收按检验批、分项工程、分部工程、单位工程逐级进行。本课讲解检验批的划分原则，主控项目与一般项目的区别，以及验收记录应由谁签字确认。',
      enBody:
        'Acceptance goes up level by level: inspection lot, sub-item, division, whole building. This lesson explains how inspection lots are drawn up, how main control items differ from general items, and who signs each acceptance record.',
    },
  ],
  施工现场安全管理与危大工程管控: [
    {
      body: '安全生产责任制要求“管生产必须管安全”。本课梳理建设单位、施工总包、分包和监理在安全生产中的职责，以及项目经理、专职安全员和班组长的岗位责任。',
      enBody:
        'Site safety rests on one rule: whoever manages the work manages its safety. This lesson sets out the safety duties of the client, the main contractor, subcontractors and the supervising engineer, and of the project manager, the safety officer and each gang leader.',
    },
  ],
  'Revit 建筑建模从入门到出图': [
    {
      body: '选择合适的项目样板是建模的第一步。本课讲解建筑样板中的视图、族和标注设置，然后创建标高与轴网，并说明为什么要先定标高、后画轴网。\n\n练习：为一栋三层小楼创建标高和轴网，并锁定轴网避免误移。',
      enBody:
        'Choosing the right project template is the first step of a model. This lesson looks at the views, families and annotation settings of the architectural template, then creates levels and grids, and explains why levels come before grids.\n\nExercise: create the levels and grids of a three-storey building and pin the grids so they cannot be moved by mistake.',
    },
  ],
  'BIM 机电综合与管线碰撞检查': [
    {
      body: '机电模型整合前，各专业需统一坐标原点、标高体系、命名规则和颜色规范。本课介绍一份机电建模标准应包含的内容，以及模型链接与整合的操作流程。',
      enBody:
        'Before MEP models are combined, every discipline must share one origin, one set of levels, one naming rule and one colour scheme. This lesson lists what an MEP modelling standard should say and shows how the models are linked and combined.',
    },
  ],
};
