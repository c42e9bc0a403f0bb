import { z } from 'zod';
import { positiveId } from '../common/ids.ts';
import type { Labelled } from '../common/labels.ts';
import { numberFromText } from '../common/numbers.ts';
import { pagingQuery } from '../common/paging.ts';
import { choice, filterText, optionalChoice } from '../common/text.ts';
import { ROLES } from '../constants.ts';

// The administrator's user management (ADR 0101): search, role, disabled flag, password reset.

export const ADMIN_USER_ROLES = [ROLES.admin, ROLES.hr, ROLES.seeker] as const;

/** The three roles by name (docs/product/glossary.md#roles-and-places). */
export const ROLE_LABELS = [
  { value: ROLES.admin, zh: '管理员', en: 'Administrator' },
  { value: ROLES.hr, zh: '招聘方', en: 'Recruiter (HR)' },
  { value: ROLES.seeker, zh: '求职者', en: 'Job seeker' },
] as const satisfies readonly Labelled<(typeof ADMIN_USER_ROLES)[number]>[];

/** What the list can be ordered by: registration time (the default, newest first) or the oil balance. */
export const ADMIN_USER_SORTS = ['create_time', 'crude_num'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const ADMIN_USER_LIMITS = {
  /** A keyword: phone digits (a prefix) or a nickname fragment (at most the nickname's length). */
  keyword: 30,
  pageSizes: { default: 20, options: [10, 20, 50] },
  /** The temporary password a reset hands out: readable groups of four, 14 characters with the dashes. */
  tempPasswordGroups: 3,
} as const;

/** Digits only: the keyword is a phone prefix; anything else is a nickname fragment. */
export const PHONE_PREFIX_PATTERN = /^\d{1,11}$/;

/** 1: disabled, 0: enabled (as a number or as text). */
const disabledFlag = z.union([z.literal(0), z.literal(1)], { error: 'adminUserDisabledInvalid' });

/** GET /u/v1/admin/get/user/list. */
export const AdminUserQuerySchema = pagingQuery(ADMIN_USER_LIMITS.pageSizes, 'adminUserPageSizeInvalid').extend({
  key_word: filterText(ADMIN_USER_LIMITS.keyword, 'adminUserKeywordTooLong').describe(
    'digits: a phone prefix; other text: a fragment of the nickname',
  ),
  role: optionalChoice(ADMIN_USER_ROLES, 'adminUserRoleInvalid'),
  disabled: z
    .preprocess(numberFromText, disabledFlag.optional())
    .describe('1: only disabled accounts, 0: only enabled ones'),
  sort: optionalChoice(ADMIN_USER_SORTS, 'adminUserSortInvalid').describe('create_time (default) or crude_num'),
  order: optionalChoice(['asc', 'desc'] as const, 'adminUserOrderInvalid').describe('desc (default) or asc'),
});
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>;

/** One row of the admin user list: the full phone (administrators see it). */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  nick_name: z.string(),
  role: z.enum(ADMIN_USER_ROLES),
  disabled: z.union([z.literal(0), z.literal(1)]),
  crude_num: z.number().int(),
  profile_pic_url: z.string(),
  create_time: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** POST /u/v1/admin/update/user/role. */
export const UpdateUserRoleBodySchema = z.object({
  user_id: positiveId('userIdInvalid'),
  role: choice(ADMIN_USER_ROLES, 'adminUserRoleRequired', 'adminUserRoleInvalid'),
});
export type UpdateUserRoleBody = z.infer<typeof UpdateUserRoleBodySchema>;

/** POST /u/v1/admin/update/user/disabled: 1 disables (every session ends at once), 0 enables. */
export const UpdateUserDisabledBodySchema = z.object({
  user_id: positiveId('userIdInvalid'),
  disabled: z.preprocess(numberFromText, disabledFlag),
});
export type UpdateUserDisabledBody = z.infer<typeof UpdateUserDisabledBodySchema>;

/** POST /u/v1/admin/reset/user/password. */
export const ResetUserPasswordBodySchema = z.object({ user_id: positiveId('userIdInvalid') });
export type ResetUserPasswordBody = z.infer<typeof ResetUserPasswordBodySchema>;

/** The temporary password, answered once and stored nowhere in clear. */
export const ResetUserPasswordResultSchema = z.object({ password: z.string() });
export type ResetUserPasswordResult = z.infer<typeof ResetUserPasswordResultSchema>;
