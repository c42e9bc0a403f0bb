// Messages of the admin homepage calls; spread into MESSAGES (messages.ts). No imports here: schemas import MessageKey.
export const ADMIN_HOMEPAGE_MESSAGES = {
  homepageSectionRequired: { zh: '请选择栏目', en: 'Please choose a section' },
  homepageSectionInvalid: {
    zh: '栏目只能是服务范围、业绩、资质或轮播图',
    en: 'The section must be service scope, achievements, qualifications or carousel',
  },
  homepageTitleRequired: { zh: '请填写中文标题', en: 'Please enter the Chinese title' },
  homepageEnTitleRequired: { zh: '请填写英文标题', en: 'Please enter the English title' },
  homepageLinkInvalid: {
    zh: '链接须以 http://、https:// 或 / 开头，不能含空格，最多 500 个字符',
    en: 'The link must start with http://, https:// or /, contain no spaces and be at most 500 characters',
  },
  homepageIdInvalid: { zh: '内容编号不正确', en: 'Invalid item id' },
  homepageItemNotFound: { zh: '该内容不存在或已被删除', en: 'This item does not exist or has been deleted' },
  homepageImageRequired: { zh: '轮播图必须上传图片', en: 'A carousel slide needs an image' },
  homepageSectionFull: {
    zh: '每个栏目最多 {max} 条内容，请先删除不用的内容',
    en: 'A section holds at most {max} items; delete one you no longer need first',
  },
  homepageReorderMismatch: {
    zh: '排序列表须包含该栏目的全部内容，且不能重复，请刷新后重试',
    en: 'The new order must list every item of the section exactly once; reload and try again',
  },
  homepagePageSizeInvalid: { zh: '每页条数须为 1 到 50', en: 'Page size must be from 1 to 50' },
} as const satisfies Record<string, { zh: string; en: string }>;
