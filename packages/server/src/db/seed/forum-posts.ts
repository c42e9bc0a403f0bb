import type { ForumCategory } from '@app/shared';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { FastifyInstance } from 'fastify';
import { newStorageKey } from '../../lib/storage/uploads.ts';
import type { Db } from '../client.ts';
import { seededRandom } from './random.ts';

/** Pictures a post may carry, drawn at seed time (no text: a photo of a site, a drawing, a model). */
type Art = 'site' | 'rebar' | 'model';

type DemoPost = {
  /** The author's phone: a demo account (demo-users.ts) or one of the other seeded recruiters and job seekers. */
  author: string;
  category: ForumCategory;
  title: string;
  /** Markdown; `{image}` is replaced by the drawn picture's URL. */
  body: string;
  art?: Art;
  pinned?: boolean;
  views: number;
};

const ADMIN = '13800000000';
const HR = '13900000001';
const HR_LISA = '13900000002';
const HR_OTHER = '13900000004';
const SEEKER = '13700000001';
const SEEKER_LINA = '13700000002';
const SEEKER_DAVID = '13700000003';
const SEEKER_OTHER = '13700000006';
const SEEKER_MORE = '13700000009';

/** Posts of an engineering community, four a category, oldest first. */
export const DEMO_POSTS: DemoPost[] = [
  {
    author: ADMIN,
    category: 'lounge',
    title: '欢迎来到工程师社区｜发帖须知',
    pinned: true,
    views: 3120,
    body: `## 这里可以聊什么

- **求职招聘**：面试经验、薪资行情、转行心得
- **考证交流**：一建、二建、注册结构、造价师的备考与成绩
- **规范标准**：条文理解、新旧规范对比
- **工程实践 / 软件与BIM**：现场问题、计算和建模技巧

## 发帖前请看

1. 标题写清楚问题，正文给出**工程概况和已经做过的尝试**；
2. 图片请用编辑器上传，外链图片不会显示；
3. 涉及项目图纸和合同的内容请先脱敏。

有建议请在本帖留言，管理员会定期整理。`,
  },
  {
    author: SEEKER,
    category: 'exams',
    title: '2025 年一建考试时间和报名节点汇总',
    pinned: true,
    views: 2480,
    body: `整理了各省公布的时间，**以当地人事考试网为准**。

| 节点 | 时间 |
|---|---|
| 报名 | 6 月中下旬（各省不同） |
| 准考证打印 | 考前一周 |
| 考试 | 9 月上旬，两天四科 |
| 成绩公布 | 12 月前后 |

### 提醒

- 报名照片要求白底，很多人卡在这里；
- 工作年限按截至当年年底计算；
- 考后记得关注资格审核，有的省份是**考后审核**。

官方入口：https://www.cpta.com.cn`,
  },
  {
    author: HR,
    category: 'jobs',
    title: '中建华东 2025 届校招：施工管理岗面试会问什么',
    views: 1890,
    body: `作为面试官之一，说几个我们真正在意的点：

1. **实习经历**：讲清楚你在现场做了什么，而不是项目有多大；
2. **基础知识**：混凝土养护、钢筋验收、脚手架搭设，这些一定会追问；
3. **意愿**：能不能接受外地项目和倒班。

> 不需要背“我的缺点是太追求完美”，真诚比套路好用。

欢迎在评论区提问，我尽量回复。`,
  },
  {
    author: SEEKER_LINA,
    category: 'jobs',
    title: '造价员工作三年，转甲方成本岗值不值？',
    views: 760,
    body: `现在在咨询公司做土建造价，广联达用得比较熟，最近有地产公司成本岗的面试机会。

纠结的点：

- 甲方**稳定性**现在不如以前；
- 咨询公司能接触的项目类型多，成长快；
- 薪资涨幅大约 20%。

有在甲方做过成本的前辈聊聊真实感受吗？`,
  },
  {
    author: HR_LISA,
    category: 'jobs',
    title: 'Hiring tips: how we screen BIM engineers (中英双语)',
    views: 540,
    body: `We receive many resumes that list "Revit, Navisworks, Dynamo" but say nothing about the project.

**What helps your resume stand out / 简历加分项：**

- 参与过的模型规模和专业（e.g. MEP coordination for a 40,000 m² hospital）
- 你解决过的碰撞问题，最好有前后对比图
- 会一点 \`Dynamo\` 或 Python 脚本

A portfolio link is welcome — just make sure it opens without a login.`,
  },
  {
    author: SEEKER_OTHER,
    category: 'jobs',
    title: '应届生第一份工作：设计院还是施工单位？',
    views: 980,
    body: `土木工程本科，手上有两个 offer：

1. 地级市设计院，结构所，月薪 6k；
2. 央企施工单位，项目技术员，月薪 9k 加补贴，但是要去外地。

长期想考**注册结构**。大家会怎么选？`,
  },
  {
    author: SEEKER_DAVID,
    category: 'exams',
    title: '二建市政一次过三科的复习计划',
    views: 1320,
    body: `上班族，每天晚上两小时，周末各四小时，总共四个月。

## 时间安排

- 第 1 个月：**实务**教材通读，画思维导图；
- 第 2 个月：法规 + 管理，刷章节题；
- 第 3 个月：历年真题，按年份计时做；
- 第 4 个月：错题本 + 案例题背诵。

## 心得

案例题要把“背景—问题—采分点”的对应关系练熟，实务占分最重，别平均用力。`,
  },
  {
    author: SEEKER_MORE,
    category: 'exams',
    title: '注册结构基础考试备考经验：力学先行',
    views: 870,
    body: `今年基础考过了，分享一下备考经验。

- 上午卷：高数、普通物理、普通化学、理论力学、材料力学、流体力学……
- 下午卷：土力学、结构力学、钢筋混凝土、钢结构……

**建议**：结构力学和材料力学一定要吃透，这两门在专业考试里还会用到。

参考书：历年真题解析 + 教材，不建议买太多模拟卷。`,
  },
  {
    author: SEEKER_LINA,
    category: 'exams',
    title: '一级造价师《案例分析》计算题常见扣分点',
    views: 640,
    body: `批改过几份朋友的模拟卷，发现扣分大多不是不会，而是：

1. 单位不统一（万元和元混用）；
2. 中间结果没保留两位小数；
3. 只写结果不写计算式。

\`\`\`text
例：分部分项工程费 = Σ(工程量 × 综合单价)
    = 1200 × 356.50 + 860 × 412.00
    = 781,120.00 元
\`\`\`

计算式写全，结果错了也能拿一部分步骤分。`,
  },
  {
    author: ADMIN,
    category: 'standards',
    title: '全文强制性工程建设规范清单（持续更新）',
    views: 1750,
    body: `自 2022 年起陆续实施的**通用规范**，与原有规范的强制性条文冲突时，以通用规范为准。

| 规范 | 编号 |
|---|---|
| 工程结构通用规范 | GB 55001 |
| 建筑与市政工程抗震通用规范 | GB 55002 |
| 混凝土结构通用规范 | GB 55008 |
| 建筑防火通用规范 | GB 55037 |

规范原文可在本站“规范标准”栏目查阅下载。发现遗漏请在评论区补充。`,
  },
  {
    author: SEEKER,
    category: 'standards',
    title: 'GB 55008 与 GB 50010 的保护层厚度怎么对照？',
    views: 690,
    body: `做耐久性设计时发现两本规范的表述不一样：

- GB 50010 表 8.2.1 按**环境类别**给出最小保护层厚度；
- GB 55008 第 2.0.10 条又提出了设计工作年限的要求。

请问设计工作年限 100 年的构件，大家是怎么取值的？有没有院里的统一做法可以参考？`,
  },
  {
    author: HR_OTHER,
    category: 'standards',
    title: '《建筑防火通用规范》实施后，哪些做法要改？',
    views: 820,
    body: `我们项目部组织学习了一次，整理几个和施工关系大的变化：

1. **外墙保温**材料燃烧性能要求更严；
2. 疏散楼梯间的设置条件有调整；
3. 施工现场临时消防设施的要求写进了规范。

### 建议

做方案前对照新规范过一遍，别等到消防验收再返工。`,
  },
  {
    author: SEEKER_DAVID,
    category: 'standards',
    title: 'Reading Chinese codes in English: any good glossaries?',
    views: 410,
    body: `I work with an international team and often need to explain clauses from GB 50010 and GB 50011.

Is there a reliable **English glossary** of Chinese structural code terms? For example:

- 抗震设防烈度 — seismic fortification intensity
- 轴压比 — axial compression ratio
- 剪跨比 — shear span ratio

Suggestions welcome, 中文回复也可以。`,
  },
  {
    author: SEEKER_OTHER,
    category: 'practice',
    title: '深基坑开挖监测：一次预警的处理过程',
    art: 'site',
    views: 1460,
    body: `项目基坑深 12 m，排桩 + 两道内支撑，周边有老旧住宅。

![基坑现场]({image})

## 经过

第三层土方开挖时，**桩顶水平位移**连续两天超过预警值（日变化 3 mm）。

## 处理

1. 暂停该区段开挖，坑边卸载；
2. 加密监测到每天两次；
3. 复核支撑轴力，发现一处钢支撑预加力不足，重新施加。

一周后变形趋稳。总结：**监测数据要当天看、当天报**。`,
  },
  {
    author: HR,
    category: 'practice',
    title: '梁柱节点钢筋太密浇不进去，现场怎么处理？',
    art: 'rebar',
    views: 1120,
    body: `框架节点区钢筋密集，是老问题了。我们项目的做法：

![节点钢筋]({image})

- 深化设计阶段就做**节点放样**，提前发现冲突；
- 征得设计同意后，采用并筋或调整钢筋排布；
- 节点区换用**细石混凝土**或自密实混凝土，配合小直径振捣棒。

大家还有什么好办法？`,
  },
  {
    author: SEEKER,
    category: 'practice',
    title: '大体积混凝土测温记录怎么整理才规范',
    views: 530,
    body: `筏板厚 2.5 m，布了 12 个测温点。整理记录时的几个要点：

1. 每个测点记录**中心、表层、底部**温度；
2. 计算里表温差和降温速率；
3. 超过 25℃ 或降温速率超过 2℃/d 要有处理记录。

\`\`\`text
测点 T-05  第 3 天
中心 68.2℃ 表层 45.1℃ 温差 23.1℃
\`\`\`

有现成的 Excel 模板可以分享吗？`,
  },
  {
    author: SEEKER_MORE,
    category: 'practice',
    title: '装配式叠合板安装后出现裂缝，原因分析',
    views: 450,
    body: `叠合板吊装后，少数板底出现了沿板跨方向的细裂缝（宽度约 0.1 mm）。

初步排查方向：

- 堆放时垫木位置不对，板受力状态和设计不一致；
- 吊装时吊点不对称；
- 临时支撑间距偏大。

已经请厂家来看了，结论出来后补充。`,
  },
  {
    author: HR_LISA,
    category: 'software',
    title: 'Revit 机电综合：碰撞检查的分组技巧',
    art: 'model',
    views: 1290,
    body: `做了几个医院项目的机电综合，分享一下 Navisworks 碰撞检查的分组方式。

![模型截图]({image})

1. **按系统分组**：风管 vs 水管、桥架 vs 风管分开跑；
2. 设置**容差**：50 mm 以内的软碰撞先不看；
3. 结果按楼层和轴网导出，发给各专业负责人。

这样一次会议就能定下大部分调整方案。`,
  },
  {
    author: SEEKER_DAVID,
    category: 'software',
    title: 'PKPM 和 YJK 计算结果差异较大，应该信哪个？',
    views: 880,
    body: `同一个框剪结构模型，两个软件算出来的**周期比**和**位移角**差了不少。

| 指标 | PKPM | YJK |
|---|---|---|
| T1 (s) | 1.42 | 1.38 |
| 最大层间位移角 | 1/1050 | 1/1120 |

检查过荷载和材料参数是一致的。是不是刚性楼板假定的默认设置不同？`,
  },
  {
    author: SEEKER_LINA,
    category: 'software',
    title: '广联达算量：钢筋工程量和手算差 3% 正常吗',
    views: 620,
    body: `对量时发现软件的钢筋量比手算多了约 3%。

排查下来主要在：

- **搭接长度**：软件按规范自动计算，手算取了固定值；
- 箍筋弯钩长度；
- 马凳筋和拉筋。

大家对量时一般以哪个为准？`,
  },
  {
    author: SEEKER_OTHER,
    category: 'software',
    title: 'Dynamo 批量生成房间编号的小脚本',
    views: 390,
    body: `分享一个给房间按楼层和位置批量编号的思路：

\`\`\`python
rooms = sorted(rooms, key=lambda r: (r.Level.Elevation, r.Location.X))
for i, room in enumerate(rooms, start=1):
    room.Number = f"{room.Level.Name}-{i:03d}"
\`\`\`

在 Dynamo 的 Python Script 节点里用，记得先用事务包起来。`,
  },
  {
    author: HR_OTHER,
    category: 'lounge',
    title: '工地上最让你难忘的一件事',
    views: 940,
    body: `我先来：第一次当施工员，半夜两点浇筑楼板，突然下大雨，全班组披着雨布把混凝土抢收完，天亮时所有人都成了泥人。

那一刻觉得**这行真不容易，也真有意思**。

大家呢？`,
  },
  {
    author: SEEKER_MORE,
    category: 'lounge',
    title: '土木人转行互联网，一年后的真实感受',
    views: 1180,
    body: `去年从施工单位转去做建筑行业的 SaaS 产品经理，说说感受：

- **优点**：作息规律，不用出差；
- **挑战**：需求文档、数据分析都要从头学；
- **意外收获**：现场经验反而成了核心竞争力，懂用户痛点。

不劝转也不劝留，想清楚自己要什么最重要。`,
  },
  {
    author: SEEKER_DAVID,
    category: 'lounge',
    title: 'Weekend reading: books every civil engineer should know',
    views: 360,
    body: `A short list I keep coming back to:

1. *Structures: Or Why Things Don't Fall Down* — J. E. Gordon
2. *To Engineer Is Human* — Henry Petroski
3. 《中国古代建筑史》— 刘敦桢

What would you add? 欢迎推荐中文书。`,
  },
];

const W = 960;
const H = 600;

/** A pit with retaining piles, struts and an excavator. */
function site(ctx: SKRSContext2D) {
  ctx.fillStyle = '#bfdbfe';
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = '#a16207';
  ctx.fillRect(0, 220, W, H - 220);
  ctx.fillStyle = '#78350f';
  ctx.fillRect(160, 220, 640, 300);
  ctx.fillStyle = '#9ca3af';
  for (let x = 150; x <= 800; x += 650) ctx.fillRect(x, 200, 22, 340);
  ctx.fillStyle = '#6b7280';
  for (const y of [270, 380]) ctx.fillRect(172, y, 628, 16);
  ctx.fillStyle = '#facc15';
  ctx.fillRect(420, 450, 140, 50);
  ctx.fillRect(540, 410, 20, 50);
  ctx.strokeStyle = '#facc15';
  ctx.lineWidth = 12;
  ctx.beginPath();
  ctx.moveTo(550, 415);
  ctx.lineTo(640, 360);
  ctx.lineTo(680, 440);
  ctx.stroke();
  ctx.fillStyle = '#e5e7eb';
  ctx.fillRect(830, 100, 100, 120);
  ctx.fillStyle = '#94a3b8';
  for (let r = 0; r < 3; r += 1) for (let c = 0; c < 2; c += 1) ctx.fillRect(845 + c * 45, 115 + r * 35, 25, 20);
}

/** A beam-column joint crowded with bars. */
function rebar(ctx: SKRSContext2D) {
  ctx.fillStyle = '#d6d3d1';
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = '#a8a29e';
  ctx.fillRect(380, 0, 200, H);
  ctx.fillRect(0, 220, W, 160);
  ctx.strokeStyle = '#7c2d12';
  ctx.lineWidth = 10;
  for (let x = 400; x <= 560; x += 40) {
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, H);
    ctx.stroke();
  }
  for (let y = 240; y <= 360; y += 30) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(W, y);
    ctx.stroke();
  }
  ctx.strokeStyle = '#9a3412';
  ctx.lineWidth = 5;
  for (let y = 20; y < H; y += 60) ctx.strokeRect(390, y, 180, 30);
}

/** Ducts, pipes and cable trays in a ceiling void, as a model view. */
function model(ctx: SKRSContext2D) {
  ctx.fillStyle = '#0f172a';
  ctx.fillRect(0, 0, W, H);
  ctx.strokeStyle = 'rgba(148, 163, 184, 0.25)';
  ctx.lineWidth = 1;
  for (let x = 0; x < W; x += 48) {
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, H);
    ctx.stroke();
  }
  ctx.fillStyle = '#38bdf8';
  ctx.fillRect(80, 140, 800, 70);
  ctx.fillStyle = '#22c55e';
  for (const y of [260, 300]) ctx.fillRect(80, y, 800, 18);
  ctx.fillStyle = '#f97316';
  ctx.fillRect(80, 360, 800, 26);
  ctx.strokeStyle = '#ef4444';
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.arc(560, 230, 60, 0, Math.PI * 2);
  ctx.stroke();
}

const ART: Record<Art, (ctx: SKRSContext2D) => void> = { site, rebar, model };

function drawForumPicture(art: Art): Buffer {
  const canvas = createCanvas(W, H);
  ART[art](canvas.getContext('2d'));
  return canvas.toBuffer('image/png');
}

/**
 * The demo forum posts: written through the posts service like any post (rendered, tokenised,
 * images checked against storage) by the demo and other seeded users, dated over the last weeks, with views; two
 * pinned. Answers the ids of the posts, oldest first; the comments and likes seed (forum-comments.ts) runs after.
 */
export async function seedForumPosts(app: FastifyInstance, tx: Db): Promise<number[]> {
  const posts = app.services.forumPosts.withTx(tx);
  const phones = [...new Set(DEMO_POSTS.map((p) => p.author))];
  const authors = await app.services.accounts.withTx(tx).idsByPhone(phones);
  const random = seededRandom(2414);
  const now = Date.now();
  const ids: number[] = [];
  const pinned: number[] = [];

  for (const [index, post] of DEMO_POSTS.entries()) {
    const authorId = authors.get(post.author);
    if (authorId === undefined) throw new Error(`demo forum post by an unknown account: ${post.author}`);
    let body = post.body;
    if (post.art) {
      const key = newStorageKey('forumImage', authorId, 'png');
      await app.storage.put(key, drawForumPicture(post.art));
      body = body.replace('{image}', app.fileUrls.url(key));
    }
    // Oldest first, about a day and a half apart, at some hour of the day; the newest a few hours ago.
    const daysAgo = (DEMO_POSTS.length - index) * 1.5 + random() * 0.5;
    const at = new Date(now - daysAgo * 86_400_000);
    const id = await posts.seedPost(authorId, { title: post.title, category: post.category, body }, at);
    await posts.setViews(id, post.views);
    if (post.pinned) pinned.push(id);
    ids.push(id);
  }
  await posts.setPinned(pinned);
  return ids;
}
