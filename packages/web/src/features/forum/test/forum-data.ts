import type { ForumComment, ForumPostDetail, ForumPostSummary, ForumThread } from '@app/shared';

// Posts and comments as the forum's calls answer them, for the forum pages' tests.

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export const zhang = { id: 7, nick_name: '张工', avatar_url: '' };
export const li = { id: 8, nick_name: '李工', avatar_url: '/files/avatars/8.png' };
const wang = { id: 9, nick_name: '王工', avatar_url: '' };

export const standardsPost: ForumPostSummary = {
  id: 3,
  title: 'GB 50010 混凝土结构设计规范 2024 版有哪些变化？',
  category: 'standards',
  excerpt: '整理了这次局部修订里和日常设计关系最大的几条。',
  cover_url: '/files/forum/3/a.png',
  author: zhang,
  pinned: true,
  locked: false,
  hidden: false,
  like_count: 12,
  comment_count: 5,
  view_count: 128,
  create_time: hoursAgo(30),
  update_time: hoursAgo(30),
  last_activity_time: hoursAgo(3),
};

export const examPost: ForumPostSummary = {
  ...standardsPost,
  id: 4,
  title: '一建市政实务备考经验分享',
  category: 'exams',
  excerpt: '',
  cover_url: null,
  author: li,
  pinned: false,
  locked: true,
  like_count: 2,
  comment_count: 0,
  view_count: 40,
};

export const postDetail = (changes: Partial<ForumPostDetail> = {}): ForumPostDetail => ({
  ...standardsPost,
  body: '## 主要变化\n\n正文的 Markdown 源',
  html: '<h4>主要变化</h4><p>裂缝宽度<strong>限值</strong>调整。</p>',
  liked: false,
  can_edit: false,
  can_moderate: false,
  ...changes,
});

export const comment = (id: number, changes: Partial<ForumComment> = {}): ForumComment => ({
  id,
  post_id: standardsPost.id,
  parent_id: null,
  reply_to: null,
  body: `第 ${id} 条评论`,
  author: wang,
  deleted: false,
  create_time: hoursAgo(2),
  update_time: hoursAgo(2),
  can_edit: false,
  ...changes,
});

export const thread = (id: number, replies: ForumComment[] = [], changes: Partial<ForumThread> = {}): ForumThread => ({
  ...comment(id),
  replies,
  reply_count: replies.length,
  ...changes,
});
