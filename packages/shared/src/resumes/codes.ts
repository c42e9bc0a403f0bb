import type { Coded } from '../common/labels.ts';

// Codes of the resume (docs/product/resumes.md#fields-and-rules, docs/product/glossary.md#codes).

/** One degree list everywhere, 0 to 4. */
export const DEGREES = [
  { value: 0, zh: '高中', en: 'High school' },
  { value: 1, zh: '大专', en: 'Associate' },
  { value: 2, zh: '本科', en: 'Bachelor' },
  { value: 3, zh: '硕士', en: 'Master' },
  { value: 4, zh: '博士', en: 'Doctorate' },
] as const satisfies readonly Coded<number>[];
export type Degree = (typeof DEGREES)[number]['value'];

export const RESUME_STATUSES = [
  { value: 1, zh: '在职', en: 'Employed' },
  { value: 2, zh: '离职-随时到岗', en: 'Seeking' },
  { value: 3, zh: '在职-考虑机会', en: 'Employed, open to offers' },
] as const satisfies readonly Coded<number>[];
export type ResumeStatus = (typeof RESUME_STATUSES)[number]['value'];

export const GENDERS = [
  { value: 'male', zh: '男', en: 'Male' },
  { value: 'female', zh: '女', en: 'Female' },
] as const satisfies readonly Coded<string>[];
export type Gender = (typeof GENDERS)[number]['value'];
export const GENDER_VALUES = ['male', 'female'] as const;

export const PROJECT_IMAGE_TYPES = [
  { value: 'design', zh: '设计图', en: 'Design' },
  { value: 'prototype', zh: '原型', en: 'Prototype' },
  { value: 'product', zh: '产品', en: 'Product' },
  { value: 'other', zh: '其他', en: 'Other' },
] as const satisfies readonly Coded<string>[];
export const PROJECT_IMAGE_TYPE_VALUES = ['design', 'prototype', 'product', 'other'] as const;
export type ProjectImageType = (typeof PROJECT_IMAGE_TYPE_VALUES)[number];

/** enable_resume: 1 open to every HR, 0 closed. */
export const RESUME_OPEN = 1;
export const RESUME_CLOSED = 0;

/** PDF export sizes (docs/product/resumes.md#pdf-export), in PDF points. */
export const RESUME_PDF = {
  normalWidthPt: 592.28,
  scale: 2,
  a4: { widthPt: 595.28, heightPt: 841.89, marginPt: 20 },
  imageWaitMs: 5_000,
  imageSettleMs: 100,
  filePrefix: 'CV-',
} as const;

export const RESUME_TEXT_MAX = {
  name: 30,
  chineseName: 20,
  short: 100,
  selfDesc: 2000,
  projectDescription: 2000,
  title: 50,
  picDesc: 500,
} as const;
/**
 * The most entries of each list a resume holds: the resume form, its save and every add call (add/project,
 * add/major, add/certificate, the photo and image uploads) keep to them, counted in the seeker's turn.
 */
export const RESUME_LIST_MAX = {
  majors: 20,
  certificates: 30,
  projects: 30,
  certificatePhotos: 30,
  projectImages: 30,
} as const;

/** Chinese characters only; the middle dot joins the parts of transliterated names (e.g. 阿依古丽·买买提). */
export const CHINESE_NAME_PATTERN = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;
