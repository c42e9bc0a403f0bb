import { FORUM_MESSAGE_TYPES, type ForumCategory, formatMessage, MESSAGES, ROLES } from '@app/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Notification } from '../../features/messages/index.ts';
import type { Db } from '../client.ts';
import { forumComments, forumPostLikes, forumPosts } from '../schema/index.ts';
import { seededRandom } from './random.ts';

/** A comment and the replies under it; each reply answers the one before it (the first answers the comment). */
type Thread = { text: string; replies: string[] };

/** Discussions an engineering community has under posts of each category. */
export const DEMO_THREADS: Record<ForumCategory, Thread[]> = {
  jobs: [
    {
      text: '三年施工员经验，想转去设计院做结构，大家觉得现实吗？还是先考个二级结构师再说？',
      replies: [
        '现实，但起薪可能要降一截。建议先把 PKPM 和 YJK 练熟，面试时带上自己算过的项目。',
        '同意楼上，现场经验在设计院其实很加分，出图时更懂施工可行性。',
      ],
    },
    {
      text: '面试问到“如何控制大体积混凝土裂缝”，我答了分层浇筑和测温，面试官好像还不满意。',
      replies: [
        '还可以说配合比：低热水泥、掺粉煤灰和矿粉，降低水化热；再加上养护时间和保温措施。',
        '补充一句：内外温差控制在 25℃ 以内，这个数字说出来面试官就知道你真做过。',
        '学到了，谢谢两位！',
      ],
    },
    {
      text: '有没有人在新能源电站 EPC 项目上做过？工作强度和传统房建比怎么样？',
      replies: ['光伏项目工期短，抢并网节点时很累，但项目周期短，一年能跟好几个。'],
    },
  ],
  exams: [
    {
      text: '一建实务案例题总是丢分，主要是答不到点上，有什么练习方法？',
      replies: [
        '把历年真题的标准答案抄一遍，你会发现采分点基本是规范原文的关键词。',
        '还有就是按“问什么答什么”，分条作答，每条一句话，不要写成作文。',
      ],
    },
    {
      text: '注册结构基础考试，高数和力学哪个更值得花时间？',
      replies: ['力学分值高而且和专业考试衔接，先保力学；高数挑常考题型刷就够了。'],
    },
    {
      text: '今年二建考完了，感觉法规比往年难，大家估分多少？',
      replies: ['法规估了 65 左右，悬着。', '管理感觉还行，实务案例第三题的网络计划没算对。'],
    },
  ],
  standards: [
    {
      text: '新版《混凝土结构通用规范》GB 55008 实施后，保护层厚度的要求和 GB 50010 有冲突时以哪个为准？',
      replies: [
        '通用规范是全文强制的，冲突时以 GB 55008 为准；GB 50010 里相应条文已经废止。',
        '我们院里发了对照表，主要差异在耐久性和最小配筋率，建议逐条核对一下。',
      ],
    },
    {
      text: '防火规范里“建筑高度”的计算，屋顶设备间要不要算进去？',
      replies: ['局部突出屋面的辅助用房，占屋面面积不大于 1/4 的可以不计入建筑高度。'],
    },
    {
      text: '有没有人整理过 2024 年以来新发布的全文强制性规范清单？',
      replies: ['住建部官网有目录，按发布时间排的，我每个月会去看一次。'],
    },
  ],
  practice: [
    {
      text: '深基坑旁边是老旧砖混住宅，支护选了排桩加内支撑，监测频率大家一般怎么定？',
      replies: [
        '开挖阶段每天一次，变形速率超过预警值就加密到每天两次，周边建筑沉降要单独布点。',
        '别忘了地下水位观测井，降水引起的沉降往往比支护变形更要命。',
        '对，我们上个项目就是降水把邻楼墙体拉裂了，后来加了回灌井。',
      ],
    },
    {
      text: '钢结构高强螺栓终拧后，扭矩抽检不合格率偏高，可能是什么原因？',
      replies: [
        '先查扭矩扳手的标定，再看螺栓批次的扭矩系数有没有复验，雨天施工也会影响。',
        '还有可能是初拧和终拧间隔太长，超过 24 小时了。',
      ],
    },
    {
      text: '冬季施工混凝土，工地上用综合蓄热法靠谱吗？',
      replies: ['最低气温不低于 -15℃ 的话可以，关键是测温和覆盖保温要跟上，早强剂别乱加。'],
    },
  ],
  software: [
    {
      text: 'Revit 出施工图还是太慢，大家是 Revit 建模 + CAD 出图，还是全流程 Revit？',
      replies: [
        '我们是全流程 Revit，样板文件花了半年打磨，现在出图比 CAD 快。',
        '小项目还是 CAD 快，大项目和需要协同的才上全流程 BIM。',
      ],
    },
    {
      text: 'YJK 和 PKPM 计算结果差异比较大，周期比相差 0.05，正常吗？',
      replies: ['正常范围，刚度计算和楼板假定有差别，对比时把参数设成一致再看。'],
    },
    {
      text: 'Navisworks 碰撞检查出来几千个碰撞点，怎么高效筛选？',
      replies: [
        '先按专业分组，再设容差，比如管线之间 50mm 以内的软碰撞先不看。',
        'Thanks, the grouping by system tip saved me a whole afternoon.',
      ],
    },
  ],
  lounge: [
    {
      text: '在工地干了十年，最难忘的是哪一次？我先说：半夜抢浇筑，泵车堵管。',
      replies: ['台风前一天拆塔吊，整个项目部都没睡。', '第一次独立负责验收，紧张到把图纸翻烂了。'],
    },
    {
      text: '大家觉得 AI 会怎么改变我们这行？审图、算量会不会先被替代？',
      replies: ['算量已经很自动化了，但现场签证和变更还是要人来谈。', '审图工具能抓低级错误，责任还是要注册师来担。'],
    },
    {
      text: '项目上的年轻人越来越少了，你们公司招人容易吗？',
      replies: ['不容易，我们现在校招会提前去学校做讲座，带学生来工地参观。'],
    },
  ],
};

/** The demo job seeker who is shown a message from the forum (the first seeker in demo-users.ts). */
export const DEMO_FORUM_SEEKER_PHONE = '13700000001';

type Person = { id: number; nickName: string };
type Post = { id: number; authorId: number; title: string; category: string; createdAt: Date };

/**
 * Comments, replies and likes on the demo posts, by the demo job seekers and recruiters, with the
 * messages they send: the first thread has the demo job seeker comment and be answered, so their messages show a
 * reply. Written in the seeding transaction after the posts; the posts' counts and latest activity follow the rows.
 */
export async function seedForumComments(app: FastifyInstance, tx: Db) {
  const posts: Post[] = await tx
    .select({
      id: forumPosts.id,
      authorId: forumPosts.authorId,
      title: forumPosts.title,
      category: forumPosts.category,
      createdAt: forumPosts.createdAt,
    })
    .from(forumPosts)
    .where(and(isNull(forumPosts.deletedAt), eq(forumPosts.hidden, false)))
    .orderBy(asc(forumPosts.id));
  if (posts.length === 0) return;

  const accounts = app.services.accounts.withTx(tx);
  // One after the other: a transaction's connection runs one query at a time.
  const seekers = await accounts.listByRole(ROLES.seeker);
  const recruiters = await accounts.listByRole(ROLES.hr);
  const people: Person[] = [...seekers.slice(0, 14), ...recruiters.slice(0, 4)];
  const demoSeeker = seekers.find((s) => s.phone === DEMO_FORUM_SEEKER_PHONE) ?? seekers[0];
  if (!demoSeeker || people.length < 3) return;
  const byId = new Map<number, Person>([...seekers, ...recruiters].map((p) => [p.id, p]));

  const random = seededRandom(1414);
  const pick = (not: Set<number>): Person => {
    const choices = people.filter((p) => !not.has(p.id));
    return choices[Math.floor(random() * choices.length)] ?? people[0] ?? demoSeeker;
  };
  const messages: Notification[] = [];
  const tell = (key: 'notifyForumComment' | 'notifyForumReply', to: number, from: Person, post: Post, body: string) => {
    if (to === from.id) return;
    const params = { name: from.nickName, title: post.title, excerpt: [...body].slice(0, 40).join('') };
    messages.push({
      userId: to,
      senderId: from.id,
      messageType: key === 'notifyForumComment' ? FORUM_MESSAGE_TYPES.comment : FORUM_MESSAGE_TYPES.reply,
      eventId: post.id,
      content: formatMessage(MESSAGES[key].zh, params),
      contentEn: formatMessage(MESSAGES[key].en, params),
    });
  };

  const now = Date.now();
  let seekerShown = false;
  for (const [index, post] of posts.entries()) {
    const threads = DEMO_THREADS[post.category as ForumCategory] ?? DEMO_THREADS.lounge;
    const count = 1 + ((index + Math.floor(random() * 3)) % threads.length);
    const chosen = [...threads.slice(index % threads.length), ...threads].slice(0, count);
    // Comments come after the post, in order, up to now.
    const start = post.createdAt.getTime();
    const span = Math.max(now - start, 60_000);
    const total = chosen.reduce((n, t) => n + 1 + t.replies.length, 0);
    let step = 0;
    const nextTime = () => {
      step += 1;
      return new Date(start + (span * step) / (total + 1));
    };

    for (const [t, thread] of chosen.entries()) {
      const poster = byId.get(post.authorId);
      // The demo job seeker opens the first thread of the first post that is not theirs.
      const seekerOpens = !seekerShown && post.authorId !== demoSeeker.id;
      const commenter = seekerOpens ? demoSeeker : pick(new Set([post.authorId]));
      const top = await insertComment(tx, post.id, commenter.id, null, null, thread.text, nextTime());
      tell('notifyForumComment', post.authorId, commenter, post, thread.text);
      let answered = { id: top, author: commenter };
      for (const [r, text] of thread.replies.entries()) {
        // The post's author answers the first comment; others join in.
        const replier =
          t === 0 && r === 0 && poster && poster.id !== answered.author.id
            ? poster
            : pick(new Set([answered.author.id]));
        const id = await insertComment(tx, post.id, replier.id, top, answered.id, text, nextTime());
        tell('notifyForumReply', answered.author.id, replier, post, text);
        if (post.authorId !== answered.author.id) tell('notifyForumComment', post.authorId, replier, post, text);
        answered = { id, author: replier };
      }
      if (seekerOpens && thread.replies.length > 0) seekerShown = true;
    }

    // Likes from a share of the community.
    const likers = people.filter((p) => p.id !== post.authorId && random() < 0.45);
    if (likers.length > 0) {
      await tx
        .insert(forumPostLikes)
        .values(likers.map((p) => ({ postId: post.id, userId: p.id })))
        .onConflictDoNothing();
    }
  }

  // The counts and latest activity follow the rows written.
  await tx.execute(sql`
    update ${forumPosts} p set
      comment_count = (select count(*) from ${forumComments} c where c.post_id = p.id and c.deleted_at is null),
      like_count = (select count(*) from ${forumPostLikes} l where l.post_id = p.id),
      last_activity_at = greatest(p.created_at,
        coalesce((select max(c.created_at) from ${forumComments} c where c.post_id = p.id and c.deleted_at is null),
          p.created_at))`);
  if (messages.length > 0) await app.services.messages.withTx(tx).notify(messages);
}

async function insertComment(
  tx: Db,
  postId: number,
  authorId: number,
  parentId: number | null,
  replyToId: number | null,
  body: string,
  at: Date,
) {
  const [row] = await tx
    .insert(forumComments)
    .values({ postId, authorId, parentId, replyToId, body, createdAt: at, updatedAt: at })
    .returning({ id: forumComments.id });
  if (!row) throw new Error('a demo comment was not written');
  return row.id;
}
