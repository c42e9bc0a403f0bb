// Messages of the admin slides calls; spread into MESSAGES (messages.ts). No imports here: schemas import MessageKey.
export const ADMIN_SLIDES_MESSAGES = {
  slideIdInvalid: { zh: '轮播图编号无效', en: 'Invalid slide id' },
  slideNotFound: { zh: '轮播图不存在或已删除', en: 'The slide does not exist or was deleted' },
  slideTitleRequired: { zh: '请填写标题', en: 'Please enter a title' },
  slideTitleTooLong: { zh: '标题太长', en: 'The title is too long' },
  slideLinkInvalid: {
    zh: '链接须以 http:// 或 https:// 开头，或为本站路径（如 /jobs）',
    en: 'The link must start with http:// or https://, or be a path of this site (such as /jobs)',
  },
  slideLinkTooLong: { zh: '链接太长（最多 500 个字符）', en: 'The link is too long (500 characters at most)' },
  slidePositionInvalid: { zh: '位置须为 1 到 20 之间的整数', en: 'The position must be a whole number from 1 to 20' },
  slideImageRequired: { zh: '请上传轮播图图片', en: 'Please upload the slide image' },
  slideTooMany: {
    zh: '轮播图最多 {max} 张，请先删除不用的',
    en: 'The carousel holds at most {max} slides; delete one first',
  },
  slideReorderMismatch: {
    zh: '排序列表须包含每张轮播图且各一次，请刷新后重试',
    en: 'The new order must list every slide exactly once; reload and try again',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
