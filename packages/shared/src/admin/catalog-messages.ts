// Messages of the admin catalog calls; spread into MESSAGES (messages.ts). No imports here: schemas import MessageKey.
export const ADMIN_CATALOG_MESSAGES = {
  catalogPageSizeInvalid: { zh: '每页条数须在 1 到 100 之间', en: 'Page size must be from 1 to 100' },
  catalogKeywordInvalid: { zh: '搜索词最多 60 个字', en: 'The search text can be at most 60 characters' },
  catalogSortInvalid: { zh: '排序方式不正确', en: 'Invalid sort order' },
  catalogIdInvalid: { zh: '请选择条目', en: 'Choose an entry' },
  catalogNameRequired: { zh: '请填写中文名称', en: 'Enter the Chinese name' },
  catalogNameTooLong: { zh: '中文名称最多 60 个字', en: 'The Chinese name can be at most 60 characters' },
  catalogEnNameRequired: { zh: '请填写英文名称', en: 'Enter the English name' },
  catalogEnNameTooLong: { zh: '英文名称最多 120 个字符', en: 'The English name can be at most 120 characters' },
  catalogCategoryTooLong: { zh: '分类最多 40 个字', en: 'The category can be at most 40 characters' },
  catalogCategoryInvalid: { zh: '请从列表中选择分类', en: 'Choose a category from the list' },
  catalogDescriptionTooLong: { zh: '介绍最多 2000 个字', en: 'A description can be at most 2,000 characters' },
  catalogReorderTooMany: { zh: '一次最多调整 200 个条目的顺序', en: 'At most 200 entries can be reordered at once' },
  catalogFull: {
    zh: '条目已达上限 {max} 个，请先合并或删除不用的条目',
    en: 'The list is full ({max} entries); merge or delete unused ones first',
  },
  catalogMergeSame: {
    zh: '不能合并到自身，请选择另一个条目',
    en: 'An entry cannot be merged into itself; choose another one',
  },
  majorNameTaken: {
    zh: '已有名为「{name}」的专业，请换一个名称',
    en: 'A major named "{name}" already exists; choose another name',
  },
  certNameTaken: {
    zh: '已有名为「{name}」的证书，请换一个名称',
    en: 'A certificate named "{name}" already exists; choose another name',
  },
  majorInUse: {
    zh: '该专业正被 {jobs} 个职位和 {resumes} 份简历使用，不能删除；可以合并到其他专业',
    en: 'This major is used by {jobs} job(s) and {resumes} resume(s), so it cannot be deleted; you can merge it into another major',
  },
  certInUse: {
    zh: '该证书正被 {jobs} 个职位和 {resumes} 份简历使用，不能删除；可以合并到其他证书',
    en: 'This certificate is used by {jobs} job(s) and {resumes} resume(s), so it cannot be deleted; you can merge it into another certificate',
  },
  mergeTargetMajorNotFound: { zh: '要合并到的专业不存在', en: 'The major to merge into does not exist' },
  mergeTargetCertNotFound: { zh: '要合并到的证书不存在', en: 'The certificate to merge into does not exist' },
  catalogItemNotFound: {
    zh: '该专业或证书不存在或已被删除',
    en: 'This major or certificate does not exist or has been deleted',
  },
  hotMajorsPageSizeInvalid: { zh: '每页条数须为 10、20 或 30', en: 'Page size must be 10, 20 or 30' },
  hotMajorLevelInvalid: { zh: '热度等级不正确', en: 'Invalid popularity level' },
} as const satisfies Record<string, { zh: string; en: string }>;
