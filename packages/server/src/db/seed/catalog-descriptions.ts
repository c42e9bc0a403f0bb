/** One or two sentences on each demo major and certificate, in Chinese and English (the catalogue pages). */
export const DEMO_DESCRIPTIONS: Record<string, [zh: string, en: string]> = {
  土木工程: [
    '研究房屋、道路、桥梁等工程设施的规划、设计、施工与维护，是建设行业用人面最广的专业。',
    'Planning, design, construction and maintenance of buildings, roads, bridges and other works; the broadest entry into the construction industry.',
  ],
  结构工程: [
    '研究建筑与构筑物在荷载作用下的受力与变形，负责结构选型、计算分析和施工图设计。',
    'How buildings and structures carry loads and deform: structural schemes, analysis and construction drawings.',
  ],
  岩土工程: [
    '研究土体与岩体的工程性质，解决地基处理、基坑支护和边坡稳定等问题。',
    'The engineering behaviour of soil and rock: ground improvement, excavation support and slope stability.',
  ],
  桥梁工程: [
    '从事公路、铁路和城市桥梁的设计、施工与检测养护，涵盖梁桥、拱桥、斜拉桥和悬索桥。',
    'Design, construction, inspection and maintenance of highway, railway and urban bridges, from girder and arch to cable-stayed and suspension bridges.',
  ],
  隧道工程: [
    '研究山岭隧道、地铁区间和水下隧道的勘察设计、掘进施工与运营维护。',
    'Investigation, design, excavation and operation of mountain, metro and underwater tunnels.',
  ],
  道路与铁道工程: [
    '负责公路、城市道路和铁路线路的路线设计、路基路面与轨道结构。',
    'Alignment, subgrade, pavement and track design for highways, urban roads and railways.',
  ],
  交通工程: [
    '研究交通流、交通规划与管理控制，让道路网络更安全、更顺畅。',
    'Traffic flow, transport planning and traffic control that make road networks safer and smoother.',
  ],
  城市地下空间工程: [
    '面向地铁车站、地下综合管廊和地下商业空间的规划、设计与施工。',
    'Planning, design and construction of metro stations, utility tunnels and underground commercial space.',
  ],
  建筑学: [
    '研究建筑的功能、空间与形式，完成从方案构思到施工图的建筑设计。',
    'The function, space and form of buildings, carried from concept design to construction drawings.',
  ],
  城乡规划: [
    '研究城市与乡村的用地布局、空间结构和公共设施配置，编制各层级规划。',
    'Land use, spatial structure and public facilities of towns and villages, and the plans that set them at every level.',
  ],
  风景园林: [
    '从事公园、绿地和城市公共空间的景观规划设计与生态修复。',
    'Landscape planning and design of parks, green space and public realm, and ecological restoration.',
  ],
  电气工程及其自动化: [
    '研究电力系统、电机与电气控制，负责供配电设计、电气设备安装与调试。',
    'Power systems, electrical machines and controls: power distribution design, installation and commissioning.',
  ],
  建筑电气与智能化: [
    '负责建筑供配电、照明、防雷接地以及楼宇自控、安防和综合布线等智能化系统。',
    'Building power, lighting, lightning protection and earthing, plus building automation, security and structured cabling.',
  ],
  暖通空调: [
    '研究建筑供暖、通风与空气调节系统的设计、安装和节能运行。',
    'Design, installation and energy-efficient operation of heating, ventilation and air-conditioning systems.',
  ],
  给排水科学与工程: [
    '负责城市供水、污水处理以及建筑给排水和消防水系统的设计与运维。',
    'Urban water supply and wastewater treatment, and building plumbing and fire water systems.',
  ],
  机电安装工程: [
    '负责建筑机电系统（电气、暖通、给排水、消防）的深化设计、安装施工和联合调试。',
    'Detailed design, installation and integrated commissioning of building MEP systems: electrical, HVAC, plumbing and fire.',
  ],
  消防工程: [
    '研究火灾防控与建筑防火，负责消防系统设计、消防审查和检测维保。',
    'Fire prevention and building fire safety: fire system design, fire code review, testing and maintenance.',
  ],
  测绘工程: [
    '运用全站仪、GNSS、无人机和三维扫描完成工程测量、地形测绘与变形监测。',
    'Engineering surveys, topographic mapping and deformation monitoring with total stations, GNSS, drones and 3D scanning.',
  ],
  地质工程: [
    '从事工程地质勘察与地质灾害防治，为选址和基础设计提供依据。',
    'Engineering geology investigation and geohazard mitigation that inform site selection and foundation design.',
  ],
  水利水电工程: [
    '负责水库、大坝、水电站和灌溉排水工程的规划设计与施工管理。',
    'Planning, design and construction management of reservoirs, dams, hydropower stations and irrigation works.',
  ],
  港口航道与海岸工程: [
    '研究码头、防波堤、航道整治和海岸防护工程的设计与施工。',
    'Design and construction of wharves, breakwaters, waterway regulation and coastal protection works.',
  ],
  环境工程: [
    '从事水、气、固废污染治理与环境影响评价，服务工程项目的绿色建设。',
    'Water, air and solid waste treatment and environmental impact assessment for greener construction projects.',
  ],
  工程管理: [
    '负责工程项目的进度、质量、成本、合同与安全管理，衔接业主、设计和施工各方。',
    'Schedule, quality, cost, contract and safety management of projects, linking client, designers and contractors.',
  ],
  工程造价: [
    '负责工程量计算、概预算编制、招投标报价和结算审核。',
    'Quantity take-off, estimates and budgets, tender pricing and final account review.',
  ],
  安全工程: [
    '识别和控制施工与生产中的安全风险，编制安全方案并组织安全检查。',
    'Identifying and controlling site and production hazards, writing safety plans and running inspections.',
  ],
  'BIM 技术应用': [
    '运用 BIM 软件建立三维信息模型，完成碰撞检查、管线综合和施工模拟。',
    'Building 3D information models with BIM tools for clash detection, MEP coordination and construction simulation.',
  ],
  材料科学与工程: [
    '研究混凝土、钢材和新型建筑材料的性能、检测与应用。',
    'Properties, testing and use of concrete, steel and new building materials.',
  ],
  机械设计制造及其自动化: [
    '从事机械设备的设计、制造与自动化控制，在工程领域多负责施工机械和机电设备。',
    'Design, manufacture and automation of machinery; in construction mostly plant and electromechanical equipment.',
  ],
  一级建造师: [
    '建设工程项目经理的执业资格，分建筑、市政、机电等专业，可担任大中型项目的项目经理。',
    'The licence to manage construction projects, by specialty (building, municipal, MEP...); qualifies as project manager of large and medium projects.',
  ],
  二级建造师: [
    '中小型建设工程项目经理的执业资格，由各省组织考试和注册。',
    'The licence to manage small and medium construction projects, examined and registered by each province.',
  ],
  注册结构工程师: [
    '结构设计的执业资格，一级注册结构工程师可在施工图上签字盖章并承担各类建筑结构设计。',
    'The licence for structural design; a Class 1 holder signs and seals structural drawings of any building.',
  ],
  注册电气工程师: [
    '分供配电和发输变电两个专业，负责电气工程设计文件的签字把关。',
    'In power distribution or power generation and transmission; signs off electrical design documents.',
  ],
  注册岩土工程师: [
    '岩土工程勘察、设计与咨询的执业资格，负责勘察报告和地基基础设计的签字。',
    'The licence for geotechnical investigation, design and consulting; signs investigation reports and foundation designs.',
  ],
  '注册公用设备工程师（暖通空调）': [
    '暖通空调设计的执业资格，负责供暖、通风和空调工程设计文件的签字。',
    'The licence for HVAC design; signs heating, ventilation and air-conditioning design documents.',
  ],
  '注册公用设备工程师（给水排水）': [
    '给水排水设计的执业资格，负责给排水和消防水工程设计文件的签字。',
    'The licence for water supply and drainage design; signs plumbing and fire water design documents.',
  ],
  一级注册建筑师: [
    '建筑设计的最高执业资格，可主持各类建筑工程设计并在图纸上签章。',
    'The highest licence in architectural design: leads any building design and seals its drawings.',
  ],
  注册造价工程师: [
    '工程造价的执业资格，负责概预算、招标控制价和结算文件的编制与审核签章。',
    'The licence for cost engineering: prepares, reviews and seals estimates, tender control prices and final accounts.',
  ],
  注册安全工程师: [
    '安全生产管理的执业资格，施工企业和项目部按规定必须配备。',
    'The licence for work safety management, which contractors and project teams are required to employ.',
  ],
  注册监理工程师: [
    '工程监理的执业资格，可担任总监理工程师，代表业主监督施工质量、进度和安全。',
    'The licence for construction supervision; a holder may act as chief supervisor for the client on quality, schedule and safety.',
  ],
  注册消防工程师: [
    '消防安全技术服务的执业资格，从事消防设施检测、维保和消防安全评估。',
    'The licence for fire safety services: fire system testing, maintenance and fire risk assessment.',
  ],
  注册测绘师: [
    '测绘成果质量把关的执业资格，负责测绘项目的技术设计和成果签字。',
    'The licence that vouches for survey results: technical design of survey projects and signing their deliverables.',
  ],
  注册城乡规划师: [
    '城乡规划编制与审查的执业资格，负责规划成果的技术审核与签章。',
    'The licence for preparing and reviewing town and country plans, and sealing them.',
  ],
  '注册咨询工程师（投资）': [
    '工程投资咨询的执业资格，从事项目建议书、可行性研究和项目评估。',
    'The licence for investment consulting: project proposals, feasibility studies and project appraisal.',
  ],
  PMP: [
    '美国项目管理协会（PMI）颁发的项目管理专业人士认证，国际工程和外企项目中认可度高。',
    'The Project Management Institute’s credential, widely recognised on international and foreign-invested projects.',
  ],
  'BIM 等级证书': [
    '证明 BIM 建模与应用能力的技能证书，分建模、专业应用和综合应用等级别。',
    'A skills certificate for BIM modelling and application, in levels from modelling to discipline and integrated use.',
  ],
  'LEED AP': [
    '美国绿色建筑委员会的绿色建筑专业认证，适合参与 LEED 认证项目的设计与咨询人员。',
    'The U.S. Green Building Council’s credential for designers and consultants on LEED-certified projects.',
  ],
  高级工程师: [
    '工程技术系列的副高级职称，通常要求本科毕业后从事专业技术工作十年以上并通过评审。',
    'The senior professional title in engineering, usually after ten or more years of practice since a bachelor’s degree and a review.',
  ],
  '工程师（中级职称）': [
    '工程技术系列的中级职称，是申报注册类执业资格和担任技术负责人的常见条件。',
    'The intermediate professional title in engineering, often required to sit licence exams or lead a technical team.',
  ],
  '安全生产考核合格证（C 证）': [
    '施工企业专职安全生产管理人员的上岗证书，由住房和城乡建设主管部门考核发放。',
    'The certificate that full-time safety officers of construction companies need, issued by the housing and construction authorities.',
  ],
};
