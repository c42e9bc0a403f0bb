import { DEMO_THREADS } from '@app/server/src/db/seed/forum-comments.ts';
import { DEMO_POSTS } from '@app/server/src/db/seed/forum-posts.ts';
import { seededRandom } from '@app/server/src/db/seed/random.ts';
import { renderPost } from '@app/server/src/features/forum/index.ts';
import { postTokens } from '@app/server/src/features/forum/search-sql.ts';
import { documentTokens } from '@app/server/src/lib/search-tokens.ts';
import {
  FORUM_MESSAGE_TYPES,
  type ForumCategory,
  formatMessage,
  MESSAGES,
  OIL_MESSAGE_TYPES,
  ROLES,
} from '@app/shared';
import { type Plan, type Row, users } from './dataset.ts';

// The standards shop, the oil ledger and the forum of the bench data, in proportion to the jobs:
// about 3 standards per 1,000 jobs (3,000 at 1M), a purchase or more by 20% of the job seekers with the ledger rows
// and messages they make, one forum post per job (1M at 1M) with about 1 comment and 3 likes each, and the
// messages the comments send. Every row of one post or one buyer comes from its own seeded generator, so the
// tables can be streamed one after the other and still agree (counts, balances, latest activity).

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The welcome oil of every job seeker, ledgered as 'signup' (as the demo seed does). */
export const WELCOME_OIL = 200;
const PRICES = [0, 10, 15, 20, 30] as const;
/** Share of job seekers who bought standards; each bought 1-5 paid ones (at most 150 oil, under the welcome 200). */
const BUYER_SHARE = 0.2;
/** How much of a comment a forum message quotes (the comments service's QUOTED). */
const QUOTED = 40;

const SUBJECTS: Array<[zh: string, en: string]> = [
  ['混凝土结构', 'concrete structures'],
  ['钢结构', 'steel structures'],
  ['建筑地基基础', 'building foundations'],
  ['建筑抗震', 'seismic design of buildings'],
  ['公路桥涵', 'highway bridges and culverts'],
  ['铁路隧道', 'railway tunnels'],
  ['建筑给水排水', 'building water supply and drainage'],
  ['城镇道路', 'urban roads'],
  ['建筑幕墙', 'building curtain walls'],
  ['装配式混凝土建筑', 'prefabricated concrete buildings'],
  ['砌体结构', 'masonry structures'],
  ['建筑边坡', 'building slopes'],
  ['地下工程防水', 'waterproofing of underground works'],
  ['通风与空调工程', 'ventilation and air conditioning works'],
  ['建筑电气', 'building electrical installations'],
];
const KINDS: Array<[zh: string, en: string]> = [
  ['设计规范', 'Code for design of'],
  ['施工质量验收标准', 'Standard for acceptance of construction quality of'],
  ['技术规程', 'Technical specification for'],
  ['检测技术标准', 'Technical standard for inspection of'],
];
const CODES = ['GB', 'GB/T', 'JGJ', 'CJJ', 'JTG', 'TB', 'DL/T'];
const NOTES = ['现行版本', '含局部修订', '条文说明另册', '替代旧版', '强制性条文已废止'];

export function communityPlan(p: Plan) {
  const standards = Math.max(30, Math.round(p.jobs * 0.003));
  return { standards, posts: p.jobs, users: p.hrs + p.seekers + 1 };
}
type Community = ReturnType<typeof communityPlan>;

const priceOf = (k: number) => PRICES[k % PRICES.length] ?? 0;

/** Standard k (0-based, id k + 1): a generated code and name, the price by position (a fifth free). */
function standardOf(k: number, now: number) {
  const [subjectZh, subjectEn] = SUBJECTS[k % SUBJECTS.length] ?? ['', ''];
  const [kindZh, kindEn] = KINDS[Math.floor(k / SUBJECTS.length) % KINDS.length] ?? ['', ''];
  const code = CODES[k % CODES.length] ?? 'GB';
  const year = 2000 + (k % 25);
  const chName = `${subjectZh}${kindZh}`;
  const enName = `${kindEn} ${subjectEn}`;
  const ver = `${code} ${50_000 + k}-${year}`;
  const comment = `${NOTES[k % NOTES.length]}；${subjectZh}`;
  return { chName, enName, ver, comment, price: priceOf(k), createdAt: new Date(now - (k % 900) * DAY - k * 1000) };
}

/**
 * Standards with no stored PDF (`file_key` names a file that is not in storage: the benchmarks list and buy, they
 * never download); uploaded by the generated administrator.
 */
export function* standardRows(p: Plan, c: Community, now: number): Generator<Row> {
  for (let k = 0; k < c.standards; k += 1) {
    const s = standardOf(k, now);
    yield {
      id: k + 1,
      chName: s.chName,
      enName: s.enName,
      ver: s.ver,
      comment: s.comment,
      description: `《${s.chName}》（${s.ver}）。${s.comment}。基准测试数据。`,
      crudeNum: s.price,
      fileKey: `standards/bench-${k + 1}.pdf`,
      fileSize: 4096,
      downloadTimes: (k * 37) % 500,
      uploaderId: adminIdOf(p),
      searchTokens: documentTokens(s.chName, s.enName, s.ver, s.comment),
      createdAt: s.createdAt,
    };
  }
}

/** The generated administrator (the admin dashboard scenario signs in as it): the last user id. */
export const adminIdOf = (p: Plan) => p.firstSeekerId + p.seekers;

type Purchase = { standardId: number; price: number; at: number };

/** What job seeker `index` bought (paid standards only, distinct), between `joined` and `now`. */
function purchasesOf(index: number, c: Community, joined: number, now: number): Purchase[] {
  const next = seededRandom(500_000_000 + index);
  if (next() >= BUYER_SHARE) return [];
  const wanted = 1 + Math.floor(next() * 5);
  const seen = new Set<number>();
  const bought: Purchase[] = [];
  let at = joined;
  for (let j = 0; j < wanted; j += 1) {
    let k = Math.floor(next() * c.standards);
    if (priceOf(k) === 0) k = (k + 1) % c.standards;
    if (seen.has(k) || priceOf(k) === 0) continue;
    seen.add(k);
    at += Math.floor(next() * Math.max(now - at, HOUR) * 0.5);
    bought.push({ standardId: k + 1, price: priceOf(k), at });
  }
  return bought;
}

/** users.crude_num of job seeker `index`: the welcome oil less what it bought (the ledger sums to it). */
export const balanceOf = (index: number, c: Community) =>
  WELCOME_OIL - purchasesOf(index, c, 0, 0).reduce((sum, b) => sum + b.price, 0);

/** Each job seeker with its index and join time (from the users generator, so they agree). */
function* seekers(p: Plan, now: number) {
  let index = 0;
  for (const user of users(p, '', now)) {
    if (user.role !== ROLES.seeker) continue;
    yield { id: user.id as number, index, joined: (user.createdAt as Date).getTime() };
    index += 1;
  }
}

export function* purchaseRows(p: Plan, c: Community, now: number): Generator<Row> {
  for (const s of seekers(p, now)) {
    for (const b of purchasesOf(s.index, c, s.joined, now))
      yield { userId: s.id, standardId: b.standardId, price: b.price, createdAt: new Date(b.at) };
  }
}

/** The ledger: a 'signup' row of WELCOME_OIL per job seeker, then one 'purchase' row per purchase, balances after. */
export function* ledgerRows(p: Plan, c: Community, now: number): Generator<Row> {
  for (const s of seekers(p, now)) {
    let balance = WELCOME_OIL;
    yield {
      userId: s.id,
      amount: WELCOME_OIL,
      reason: 'signup',
      note: '新用户注册赠送',
      balanceAfter: balance,
      standardId: null,
      createdAt: new Date(s.joined),
    };
    for (const b of purchasesOf(s.index, c, s.joined, now)) {
      balance -= b.price;
      yield {
        userId: s.id,
        amount: -b.price,
        reason: 'purchase',
        note: '',
        balanceAfter: balance,
        standardId: b.standardId,
        createdAt: new Date(b.at),
      };
    }
  }
}

/** The buyer's message of each purchase, as the standards service writes it. */
export function* purchaseMessages(p: Plan, c: Community, now: number): Generator<Row> {
  for (const s of seekers(p, now)) {
    let balance = WELCOME_OIL;
    for (const b of purchasesOf(s.index, c, s.joined, now)) {
      balance -= b.price;
      const standard = standardOf(b.standardId - 1, now);
      const params = { name: `${standard.chName} ${standard.ver}`, price: b.price, balance };
      yield {
        userId: s.id,
        messageType: OIL_MESSAGE_TYPES.purchased,
        eventId: b.standardId,
        content: formatMessage(MESSAGES.notifyStandardPurchased.zh, params),
        contentEn: formatMessage(MESSAGES.notifyStandardPurchased.en, params),
        isRead: b.at < now - 7 * DAY,
        createdAt: new Date(b.at),
      };
    }
  }
}

// The forum.

const TITLE_PREFIXES = ['', '', '', '求助：', '分享：', '讨论：', '[经验] ', 'Q: '];
const EXTRA = [
  '',
  '补充：项目在华东地区，工期比较紧。',
  '有同样经历的朋友欢迎留言交流。',
  'Any advice from people who have done this on site is welcome.',
  '附：相关条文见现行规范第 4 章。',
  '更新：问题已经解决，做法写在楼下。',
];
/** The demo posts without their drawn pictures (the bench data stores no files). */
const TEMPLATES = DEMO_POSTS.map((post) => ({
  ...post,
  body: post.body
    .split('\n')
    .filter((line) => !line.includes('{image}'))
    .join('\n'),
}));

type Comment = { parent: number | null; replyTo: number | null; authorId: number; body: string; at: number };
type Post = {
  id: number;
  authorId: number;
  category: ForumCategory;
  title: string;
  body: string;
  createdAt: number;
  pinned: boolean;
  locked: boolean;
  hidden: boolean;
  deleted: boolean;
  views: number;
  likers: number[];
  comments: Comment[];
};

/** Post i (0-based, id i + 1) with its likes and comments, the same on every call. */
function postOf(i: number, c: Community, now: number): Post {
  const next = seededRandom(1_000_000_000 + i);
  const pickUser = () => 1 + Math.floor(next() * c.users);
  const template = TEMPLATES[Math.floor(next() * TEMPLATES.length)] ?? TEMPLATES[0];
  if (!template) throw new Error('no demo forum posts');
  const extra = EXTRA[Math.floor(next() * EXTRA.length)] ?? '';
  const title = `${TITLE_PREFIXES[Math.floor(next() * TITLE_PREFIXES.length)]}${template.title}`;
  const createdAt = now - Math.floor(next() * 365 * DAY);
  const flags = next();
  const likers = new Set<number>();
  const likes = Math.floor(next() ** 2 * 10);
  for (let j = 0; j < likes; j += 1) likers.add(pickUser());
  const authorId = pickUser();
  const threads = DEMO_THREADS[template.category];
  const comments: Comment[] = [];
  // Half the posts have a comment (with up to two replies): about 1 comment and 1.5 messages a post, so that 1M
  // jobs make about 5M messages with the applications' and the purchases'.
  const top = Math.floor(next() * 2);
  for (let j = 0; j < top; j += 1) {
    const thread = threads[Math.floor(next() * threads.length)] ?? { text: '同问。', replies: [] };
    const parent = comments.length;
    comments.push({ parent: null, replyTo: null, authorId: pickUser(), body: thread.text, at: 0 });
    const replies = Math.min(thread.replies.length, Math.floor(next() * 3));
    for (let k = 0; k < replies; k += 1) {
      const replyTo = k === 0 ? parent : comments.length - 1;
      comments.push({ parent, replyTo, authorId: pickUser(), body: thread.replies[k] ?? '', at: 0 });
    }
  }
  // Comments in order between the post and now.
  const span = Math.max(now - createdAt, HOUR);
  comments.forEach((comment, k) => {
    comment.at = createdAt + Math.floor((span * (k + 1)) / (comments.length + 2));
  });
  return {
    id: i + 1,
    authorId,
    category: template.category,
    title,
    body: extra ? `${template.body}\n\n${extra}` : template.body,
    createdAt,
    pinned: i < 2,
    locked: flags < 0.005,
    hidden: flags >= 0.005 && flags < 0.01,
    deleted: flags >= 0.01 && flags < 0.02,
    views: Math.floor(next() ** 2 * 2000) + likes,
    likers: [...likers],
    comments,
  };
}

/** Posts rendered by the server's renderPost and tokenised by its postTokens (bodies repeat: renders are cached). */
export function* forumPostRows(c: Community, now: number): Generator<Row> {
  const rendered = new Map<string, ReturnType<typeof renderPost>>();
  for (let i = 0; i < c.posts; i += 1) {
    const post = postOf(i, c, now);
    let r = rendered.get(post.body);
    if (!r) {
      r = renderPost(post.body);
      rendered.set(post.body, r);
    }
    const last = post.comments.at(-1)?.at ?? post.createdAt;
    yield {
      id: post.id,
      authorId: post.authorId,
      category: post.category,
      title: post.title,
      body: post.body,
      html: r.html,
      excerpt: r.excerpt,
      coverKey: null,
      imageKeys: [],
      pinned: post.pinned,
      locked: post.locked,
      hidden: post.hidden,
      deletedAt: post.deleted ? new Date(last) : null,
      likeCount: post.likers.length,
      commentCount: post.comments.length,
      viewCount: post.views,
      createdAt: new Date(post.createdAt),
      updatedAt: new Date(post.createdAt),
      lastActivityAt: new Date(last),
      createdEpoch: Math.floor(post.createdAt / 1000),
      ...postTokens({ title: post.title, text: r.text, category: post.category }),
    };
  }
}

/** Comments and replies with ids in post order (a reply's parent and answered comment come before it). */
export function* forumCommentRows(c: Community, now: number): Generator<Row> {
  let id = 0;
  for (let i = 0; i < c.posts; i += 1) {
    const post = postOf(i, c, now);
    const first = id + 1;
    for (const comment of post.comments) {
      id += 1;
      yield {
        id,
        postId: post.id,
        authorId: comment.authorId,
        parentId: comment.parent === null ? null : first + comment.parent,
        replyToId: comment.replyTo === null ? null : first + comment.replyTo,
        body: comment.body,
        createdAt: new Date(comment.at),
        updatedAt: new Date(comment.at),
      };
    }
  }
}

export function* forumLikeRows(c: Community, now: number): Generator<Row> {
  for (let i = 0; i < c.posts; i += 1) {
    const post = postOf(i, c, now);
    for (const [k, userId] of post.likers.entries())
      yield { postId: post.id, userId, createdAt: new Date(post.createdAt + (k + 1) * HOUR) };
  }
}

/**
 * The messages the comments sent, as the comments service writes them: a reply tells the author of the comment it
 * answers, and the post's author is told of any comment (once); nobody is told of their own.
 */
export function* forumMessages(p: Plan, c: Community, now: number): Generator<Row> {
  const names: string[] = [''];
  for (const user of users(p, '', now)) names[user.id as number] = user.nickName as string;
  for (let i = 0; i < c.posts; i += 1) {
    const post = postOf(i, c, now);
    for (const comment of post.comments) {
      const answered = comment.replyTo === null ? null : post.comments[comment.replyTo];
      const line = comment.body.replace(/\s+/g, ' ').trim();
      const chars = [...line];
      const excerpt = chars.length > QUOTED ? `${chars.slice(0, QUOTED).join('')}…` : line;
      const params = { name: names[comment.authorId] ?? '', title: post.title, excerpt };
      const told: Array<[key: 'notifyForumReply' | 'notifyForumComment', to: number]> = [];
      if (answered && answered.authorId !== comment.authorId) told.push(['notifyForumReply', answered.authorId]);
      if (post.authorId !== comment.authorId && post.authorId !== answered?.authorId)
        told.push(['notifyForumComment', post.authorId]);
      for (const [key, to] of told) {
        yield {
          userId: to,
          senderId: comment.authorId,
          messageType: key === 'notifyForumReply' ? FORUM_MESSAGE_TYPES.reply : FORUM_MESSAGE_TYPES.comment,
          eventId: post.id,
          content: formatMessage(MESSAGES[key].zh, params),
          contentEn: formatMessage(MESSAGES[key].en, params),
          isRead: comment.at < now - 3 * DAY,
          createdAt: new Date(comment.at),
        };
      }
    }
  }
}
