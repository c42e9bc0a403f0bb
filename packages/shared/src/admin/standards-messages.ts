// Messages of the admin standards calls; spread into MESSAGES (messages.ts). No imports here: schemas import MessageKey.
export const ADMIN_STANDARDS_MESSAGES = {
  adminStandardSortInvalid: {
    zh: '排序方式只能是上传时间、下载次数或价格',
    en: 'Sort by upload time, downloads or price',
  },
  adminStandardOrderInvalid: { zh: '排序方向只能是升序或降序', en: 'The order must be ascending or descending' },
  standardPriceRequired: { zh: '请填写价格（0 表示免费）', en: 'Please enter a price (0 means free)' },
} as const satisfies Record<string, { zh: string; en: string }>;
