import { z } from 'zod';
import { EXPERIENCE, FILE_LIMITS, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from './constants.ts';
import type { MessageKey } from './messages.ts';

// ---------------------------------------------------------------------------------------------
// Codes (SPEC §3 Resume/hunter, DESIGN §8, GLOSSARY "Codes")
// ---------------------------------------------------------------------------------------------

type Coded<V extends string | number> = { value: V; zh: string; en: string };

/** DESIGN §8: one degree list everywhere. */
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

/** enable_resume: 1 open to every HR, 0 closed (SPEC §9). */
export const RESUME_OPEN = 1;
export const RESUME_CLOSED = 0;

/** PDF export sizes of SPEC §9, in PDF points. */
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
export const RESUME_LIST_MAX = { majors: 20, certificates: 30, projects: 30 } as const;

/** Chinese characters only; the middle dot joins the parts of transliterated names (e.g. 阿依古丽·买买提). */
export const CHINESE_NAME_PATTERN = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-MM-dd. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Whole years between a yyyy-MM-dd birthday and `today`; null when unknown. */
export function ageFromBirthday(birthday: string | null | undefined, today: Date = new Date()): number | null {
  if (!birthday || !isCalendarDate(birthday)) return null;
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age >= 0 ? age : null;
}

// ---------------------------------------------------------------------------------------------
// Field rules (SPEC §5 "Resume"); issue messages are MESSAGES keys
// ---------------------------------------------------------------------------------------------

/** Missing and wrongly typed values get different messages. */
const keyed = (missing: MessageKey, invalid: MessageKey) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? missing : invalid),
});

const requiredText = (missing: MessageKey, max: number) =>
  z.string(keyed(missing, 'textInvalid')).trim().min(1, missing).max(max, 'textTooLong');

const optionalText = (max: number) => z.string({ error: 'textInvalid' }).trim().max(max, 'textTooLong').optional();

/** Query strings and multipart fields carry numbers as text; '' counts as missing. */
const fromText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

const intCode = (min: number, max: number, missing: MessageKey, invalid: MessageKey) =>
  z.preprocess(fromText, z.number(keyed(missing, invalid)).int(invalid).min(min, invalid).max(max, invalid));

const dateText = (missing: MessageKey, invalid: MessageKey) =>
  z
    .string(keyed(missing, invalid))
    .trim()
    .min(1, missing)
    .refine((v) => isCalendarDate(v), invalid);

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const NickNameSchema = requiredText('nickNameRequired', RESUME_TEXT_MAX.name);
export const ChineseNameSchema = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: 'chineseNameInvalid' })
    .trim()
    .max(RESUME_TEXT_MAX.chineseName, 'textTooLong')
    .regex(CHINESE_NAME_PATTERN, 'chineseNameInvalid')
    .optional(),
);
export const BirthdaySchema = dateText('birthdayRequired', 'birthdayInvalid').refine(
  (v) => v >= '1900-01-01' && new Date(`${v}T00:00:00Z`).getTime() <= Date.now(),
  'birthdayInvalid',
);
export const EmailSchema = z
  .string(keyed('emailRequired', 'emailInvalid'))
  .trim()
  .min(1, 'emailRequired')
  .max(RESUME_TEXT_MAX.short, 'textTooLong')
  .regex(EMAIL_PATTERN, 'emailInvalid');
export const AddressSchema = requiredText('addressRequired', RESUME_TEXT_MAX.short);
export const GenderSchema = z.enum(GENDER_VALUES, keyed('genderRequired', 'genderInvalid'));
export const StatusSchema = intCode(1, 3, 'statusRequired', 'statusInvalid');
export const ExperienceSchema = intCode(EXPERIENCE.min, EXPERIENCE.max, 'experienceRequired', 'experienceRange');
export const DegreeSchema = intCode(0, 4, 'degreeRequired', 'degreeInvalid');
export const EnableResumeSchema = intCode(0, 1, 'enableResumeInvalid', 'enableResumeInvalid');
export const SelfDescSchema = requiredText('selfDescRequired', RESUME_TEXT_MAX.selfDesc);
export const OptionalMobileSchema = z.preprocess(
  emptyToUndefined,
  z.string({ error: 'phoneInvalid' }).trim().regex(PHONE_PATTERN, 'phoneInvalid').optional(),
);

/** SPEC §7 POST /user/edit/baseinfo (query parameters), also the base part of the /resume form. */
export const BaseInfoEditSchema = z.object({
  nick_name: NickNameSchema,
  birthday: BirthdaySchema,
  email: EmailSchema,
  address: AddressSchema,
  gender: GenderSchema,
  status: StatusSchema,
  experience: ExperienceSchema,
  degree: DegreeSchema,
  enable_resume: EnableResumeSchema.optional(),
  company: optionalText(RESUME_TEXT_MAX.short),
  wechat: optionalText(RESUME_TEXT_MAX.title),
  chinese_name: ChineseNameSchema,
});
export type BaseInfoEdit = z.infer<typeof BaseInfoEditSchema>;

const projectShape = {
  project_name: requiredText('projectNameRequired', RESUME_TEXT_MAX.short),
  position: requiredText('projectPositionRequired', RESUME_TEXT_MAX.title),
  description: requiredText('projectDescRequired', RESUME_TEXT_MAX.projectDescription),
  start_time: dateText('projectTimeRequired', 'projectTimeInvalid'),
  end_time: dateText('projectTimeRequired', 'projectTimeInvalid'),
  client: optionalText(RESUME_TEXT_MAX.short),
  location: optionalText(RESUME_TEXT_MAX.short),
  vendor: optionalText(RESUME_TEXT_MAX.short),
  chinese_name: optionalText(RESUME_TEXT_MAX.short),
};

const endNotBeforeStart = {
  check: (p: { start_time: string; end_time: string }) => p.end_time >= p.start_time,
  params: { message: 'projectEndBeforeStart' satisfies MessageKey, path: ['end_time'] },
};

const positiveId = (key: MessageKey) =>
  z.preprocess(fromText, z.number({ error: key }).int(key).min(1, key).max(2_147_483_647, key));

/** SPEC §7 POST /hunter/add/project (multipart). */
export const ProjectInputSchema = z.object(projectShape).refine(endNotBeforeStart.check, endNotBeforeStart.params);
export type ProjectInput = z.infer<typeof ProjectInputSchema>;

/** SPEC §7 POST /hunter/update/project (multipart: id plus the same fields). */
export const ProjectUpdateSchema = z
  .object({ id: positiveId('projectIdInvalid'), ...projectShape })
  .refine(endNotBeforeStart.check, endNotBeforeStart.params);
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;

/** A project inside the whole-form save: with an id it updates that project, without one it adds. */
export const ResumeProjectEntrySchema = z
  .object({ id: positiveId('projectIdInvalid').optional(), ...projectShape })
  .refine(endNotBeforeStart.check, endNotBeforeStart.params);

const idList = (key: MessageKey, max: number) =>
  z
    .array(positiveId(key), { error: key })
    .max(max, 'listTooLong')
    .transform((ids) => [...new Set(ids)]);

/** The whole /resume form saved in one transaction (POST /hunter/save/resume, JSON). */
export const ResumeSaveSchema = BaseInfoEditSchema.extend({
  self_desc: SelfDescSchema,
  mobile: OptionalMobileSchema,
  client: optionalText(RESUME_TEXT_MAX.short),
  vendor: optionalText(RESUME_TEXT_MAX.short),
  location: optionalText(RESUME_TEXT_MAX.short),
  major_ids: idList('majorNotFound', RESUME_LIST_MAX.majors).default([]),
  cert_ids: idList('certNotFound', RESUME_LIST_MAX.certificates).default([]),
  projects: z
    .array(ResumeProjectEntrySchema, { error: 'projectRequired' })
    .min(1, 'projectRequired')
    .max(RESUME_LIST_MAX.projects, 'listTooLong'),
});
export type ResumeSave = z.infer<typeof ResumeSaveSchema>;

export const ProjectIdParamsSchema = z.object({ id: positiveId('projectIdInvalid') });
export const FileIdParamsSchema = z.object({ id: positiveId('fileNotFound') });
export const UserIdParamsSchema = z.object({ userId: positiveId('userIdMissing') });
export const MajorIdQuerySchema = z.object({ major_id: positiveId('majorNotFound') });
export const CertIdQuerySchema = z.object({ cert_id: positiveId('certNotFound') });
export const AddMajorBodySchema = MajorIdQuerySchema;
export const AddCertBodySchema = CertIdQuerySchema;

/** Multipart fields beside the `file` of a certificate photo upload. */
export const CertPicUploadSchema = z.object({ title: requiredText('certTitleRequired', RESUME_TEXT_MAX.title) });
/** Multipart fields beside the `file` of a project image upload. */
export const ProjectPicUploadSchema = z.object({
  project_name: requiredText('projectPicNameRequired', RESUME_TEXT_MAX.short),
  desc: requiredText('projectPicDescRequired', RESUME_TEXT_MAX.picDesc),
  type: z.enum(PROJECT_IMAGE_TYPE_VALUES, { error: 'projectPicTypeInvalid' }).default('other'),
});

/** SPEC §5: old, new and confirm each at least 10 characters; confirm must match. */
const passwordField = (missing: MessageKey) =>
  z.string(keyed(missing, missing)).min(1, missing).min(PASSWORD_MIN, 'passwordMin').max(PASSWORD_MAX, 'passwordMax');
export const PasswordChangeSchema = z
  .object({
    old_password: passwordField('oldPasswordRequired'),
    new_password: passwordField('newPasswordRequired'),
    confirm_password: passwordField('confirmRequired'),
  })
  .refine((v) => v.confirm_password === v.new_password, { message: 'passwordMismatch', path: ['confirm_password'] })
  .refine((v) => v.new_password !== v.old_password, { message: 'newPasswordSame', path: ['new_password'] });
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** SPEC §3 "Major/certificate option" and major_list / cert_list entries. */
export const CatalogOptionSchema = z.object({ id: z.number().int(), name: z.string(), en_name: z.string() });
export type CatalogOption = z.infer<typeof CatalogOptionSchema>;

export const BaseInfoSchema = z.object({
  user_id: z.number().int(),
  nick_name: z.string(),
  chinese_name: z.string(),
  gender: z.enum(GENDER_VALUES).nullable(),
  birthday: z.string().nullable().describe('yyyy-MM-dd'),
  degree: z.number().int().nullable(),
  status: z.number().int().nullable(),
  experience: z.number().int().nullable(),
  mobile: z.string(),
  email: z.string(),
  wechat: z.string(),
  address: z.string(),
  company: z.string(),
  client: z.string(),
  vendor: z.string(),
  location: z.string(),
  self_desc: z.string(),
  enable_resume: z.number().int(),
  profile_pic_url: z.string(),
  vcr_url: z.string(),
});
export type BaseInfo = z.infer<typeof BaseInfoSchema>;

export const ProjectSchema = z.object({
  id: z.number().int(),
  project_name: z.string(),
  chinese_name: z.string(),
  position: z.string(),
  description: z.string(),
  start_time: z.string().describe('yyyy-MM-dd'),
  end_time: z.string().describe('yyyy-MM-dd'),
  client: z.string(),
  location: z.string(),
  vendor: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const CertPicSchema = z.object({ id: z.number().int(), cert_url: z.string(), title: z.string() });
export type CertPic = z.infer<typeof CertPicSchema>;

export const ProjectPicSchema = z.object({
  pic_id: z.number().int(),
  ppic_url: z.string(),
  desc: z.string(),
  type: z.enum(PROJECT_IMAGE_TYPE_VALUES),
  project_name: z.string(),
});
export type ProjectPic = z.infer<typeof ProjectPicSchema>;

/** project_pic_list: project name -> its images. */
export const ProjectPicMapSchema = z.record(z.string(), z.array(ProjectPicSchema));
export type ProjectPicMap = z.infer<typeof ProjectPicMapSchema>;

/** The full resume (SPEC §3 Resume/hunter) as the viewer and the PDF export read it. */
export const ResumeSchema = BaseInfoSchema.extend({
  name: z.string().describe('the display name (nick_name)'),
  age: z.number().int().nullable(),
  major_list: z.array(CatalogOptionSchema),
  cert_list: z.array(CatalogOptionSchema),
  project_list: z.array(ProjectSchema),
  cert_pic_list: z.array(CertPicSchema),
  project_pic_list: ProjectPicMapSchema,
});
export type Resume = z.infer<typeof ResumeSchema>;

export const AvatarResultSchema = z.object({ profile_pic_url: z.string() });
export const VideoResultSchema = z.object({ vcr_url: z.string() });
export const IdResultSchema = z.object({ id: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Files (SPEC §5 / §9)
// ---------------------------------------------------------------------------------------------

export type UploadKind = 'avatar' | 'certificate' | 'projectImage' | 'video';
export const UPLOAD_LIMITS: Record<UploadKind, { maxBytes: number; types: readonly string[] }> = {
  avatar: FILE_LIMITS.avatar,
  certificate: FILE_LIMITS.certificate,
  projectImage: FILE_LIMITS.projectImage,
  video: FILE_LIMITS.video,
};

/** The `accept` attribute of a file input for an upload kind. */
export function acceptFor(kind: UploadKind): string {
  return UPLOAD_LIMITS[kind].types.map((t) => (t === 'jpg' ? '.jpg,.jpeg' : `.${t}`)).join(',');
}

/** "2 MB", "50 MB": how limits are named in messages. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
