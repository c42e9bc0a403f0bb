import { z } from 'zod';
import {
  CAPTCHA_MIN,
  LANGUAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
  REGISTRABLE_ROLES,
  ROLES,
} from './constants.ts';

export const RoleSchema = z.enum([ROLES.admin, ROLES.hr, ROLES.seeker]);

export const PhoneSchema = z
  .string({ error: 'phoneRequired' })
  .trim()
  .min(1, 'phoneRequired')
  .max(11, { error: 'phoneInvalid', abort: true })
  .regex(PHONE_PATTERN, 'phoneInvalid');

export const PasswordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .min(PASSWORD_MIN, 'passwordMin')
  .max(PASSWORD_MAX, { error: 'passwordMax', abort: true });

export const CaptchaAnswerSchema = z
  .string({ error: 'captchaRequired' })
  .trim()
  .min(1, 'captchaRequired')
  .min(CAPTCHA_MIN, 'captchaMin')
  .max(16, { error: 'captchaWrong', abort: true });

export const CaptchaIdSchema = z
  .string({ error: 'captchaIdRequired' })
  .max(36, { error: 'captchaIdRequired', abort: true })
  .uuid('captchaIdRequired');

export const LoginBodySchema = z.object({
  mobile: PhoneSchema,
  password: PasswordSchema,
  captcha: CaptchaAnswerSchema,
  captcha_id: CaptchaIdSchema,
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const RegisterBodySchema = LoginBodySchema.extend({
  role: z.enum(REGISTRABLE_ROLES, { error: 'roleInvalid' }).default(ROLES.seeker),
  /** The language the visitor registers in (names the account "User1234" in English); an unknown one is ignored. */
  language: z.enum(LANGUAGES).optional().catch(undefined),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const CaptchaSchema = z.object({ picPath: z.string(), captchaId: z.string() });
export type Captcha = z.infer<typeof CaptchaSchema>;

export const LoginResultSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  nick_name: z.string(),
  expired_at: z.number().int().describe('seconds timestamp'),
  role: RoleSchema,
  profile: z.string().optional(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

// In a module without zod: the first visit to /login stores a login without loading zod.
export { storedLoginEntries } from './stored-login.ts';

export const CrudeAndProfileSchema = z.object({ profile_pic_url: z.string(), crude_num: z.number().int() });
export type CrudeAndProfile = z.infer<typeof CrudeAndProfileSchema>;

/** Client-only form rule: register form adds a confirmation that must match. */
export const RegisterFormSchema = RegisterBodySchema.extend({
  confirm: z.string({ error: 'confirmRequired' }).min(1, 'confirmRequired').min(PASSWORD_MIN, 'passwordMin'),
}).refine((v) => v.confirm === v.password, { message: 'passwordMismatch', path: ['confirm'] });
