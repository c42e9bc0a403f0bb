import { z } from 'zod';
import { isCalendarDate } from '../common/dates.ts';
import { idListOrEmpty, optionalPositiveId, positiveId } from '../common/ids.ts';
import { boundedList } from '../common/lists.ts';
import { wholeNumber } from '../common/numbers.ts';
import { choice, emailText, keyed, optionalText, requiredText } from '../common/text.ts';
import { EXPERIENCE, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from '../constants.ts';
import type { MessageKey } from '../messages.ts';
import {
  CHINESE_NAME_PATTERN,
  GENDER_VALUES,
  PROJECT_IMAGE_TYPE_VALUES,
  RESUME_LIST_MAX,
  RESUME_TEXT_MAX,
} from './codes.ts';

// Field rules of the resume (docs/product/resumes.md#fields-and-rules); issue messages are MESSAGES keys.

const dateText = (missing: MessageKey, invalid: MessageKey) =>
  z
    .string(keyed(missing, invalid))
    .trim()
    .min(1, missing)
    .max(10, { error: invalid, abort: true })
    .refine((v) => isCalendarDate(v), invalid);

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const NickNameSchema = requiredText('nickNameRequired', RESUME_TEXT_MAX.name);
export const ChineseNameSchema = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: 'chineseNameInvalid' })
    .trim()
    .max(RESUME_TEXT_MAX.chineseName, { error: 'textTooLong', abort: true })
    .regex(CHINESE_NAME_PATTERN, 'chineseNameInvalid')
    .optional(),
);
export const BirthdaySchema = dateText('birthdayRequired', 'birthdayInvalid').refine(
  (v) => v >= '1900-01-01' && new Date(`${v}T00:00:00Z`).getTime() <= Date.now(),
  'birthdayInvalid',
);
export const EmailSchema = emailText(RESUME_TEXT_MAX.short, {
  missing: 'emailRequired',
  invalid: 'emailInvalid',
  tooLong: 'textTooLong',
});
export const AddressSchema = requiredText('addressRequired', RESUME_TEXT_MAX.short);
export const GenderSchema = choice(GENDER_VALUES, 'genderRequired', 'genderInvalid');
export const StatusSchema = wholeNumber(1, 3, 'statusRequired', 'statusInvalid');
export const ExperienceSchema = wholeNumber(EXPERIENCE.min, EXPERIENCE.max, 'experienceRequired', 'experienceRange');
export const DegreeSchema = wholeNumber(0, 4, 'degreeRequired', 'degreeInvalid');
export const EnableResumeSchema = wholeNumber(0, 1, 'enableResumeInvalid');
export const SelfDescSchema = requiredText('selfDescRequired', RESUME_TEXT_MAX.selfDesc);
export const OptionalMobileSchema = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: 'phoneInvalid' })
    .trim()
    .max(11, { error: 'phoneInvalid', abort: true })
    .regex(PHONE_PATTERN, 'phoneInvalid')
    .optional(),
);

/** POST /user/edit/baseinfo (query parameters), also the base part of the /resume form. */
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
  bid_contacts: wholeNumber(0, 1, 'bidContactsInvalid').optional(),
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

/** POST /hunter/add/project (multipart). */
export const ProjectInputSchema = z.object(projectShape).refine(endNotBeforeStart.check, endNotBeforeStart.params);
export type ProjectInput = z.infer<typeof ProjectInputSchema>;

/** POST /hunter/update/project (multipart: id plus the same fields). */
export const ProjectUpdateSchema = z
  .object({ id: positiveId('projectIdInvalid'), ...projectShape })
  .refine(endNotBeforeStart.check, endNotBeforeStart.params);
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;

/** A project inside the whole-form save: with an id it updates that project, without one it adds. */
export const ResumeProjectEntrySchema = z
  .object({ id: optionalPositiveId('projectIdInvalid'), ...projectShape })
  .refine(endNotBeforeStart.check, endNotBeforeStart.params);

/** The whole /resume form saved in one transaction (POST /hunter/save/resume, JSON). */
export const ResumeSaveSchema = BaseInfoEditSchema.extend({
  self_desc: SelfDescSchema,
  mobile: OptionalMobileSchema,
  client: optionalText(RESUME_TEXT_MAX.short),
  vendor: optionalText(RESUME_TEXT_MAX.short),
  location: optionalText(RESUME_TEXT_MAX.short),
  major_ids: idListOrEmpty('majorNotFound', { max: RESUME_LIST_MAX.majors, tooMany: 'listTooLong' }),
  cert_ids: idListOrEmpty('certNotFound', { max: RESUME_LIST_MAX.certificates, tooMany: 'listTooLong' }),
  projects: boundedList(ResumeProjectEntrySchema, {
    min: 1,
    max: RESUME_LIST_MAX.projects,
    invalid: 'projectRequired',
    tooMany: 'listTooLong',
  }),
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

/** The password change: old, new and confirm each at least 10 characters; confirm must match. */
const passwordField = (missing: MessageKey) =>
  z
    .string(keyed(missing, missing))
    .min(1, missing)
    .min(PASSWORD_MIN, 'passwordMin')
    .max(PASSWORD_MAX, { error: 'passwordMax', abort: true });
export const PasswordChangeSchema = z
  .object({
    old_password: passwordField('oldPasswordRequired'),
    new_password: passwordField('newPasswordRequired'),
    confirm_password: passwordField('confirmRequired'),
  })
  .refine((v) => v.confirm_password === v.new_password, { message: 'passwordMismatch', path: ['confirm_password'] })
  .refine((v) => v.new_password !== v.old_password, { message: 'newPasswordSame', path: ['new_password'] });
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;
