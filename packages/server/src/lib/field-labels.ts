import { type Coded, labelOf } from '@app/shared';

/** Names of request fields as a person reads them, for validation messages that name the field. */
const FIELDS = [
  { value: 'mobile', zh: '手机号', en: 'phone number' },
  { value: 'password', zh: '密码', en: 'password' },
  { value: 'captcha', zh: '验证码', en: 'captcha' },
  { value: 'captcha_id', zh: '验证码编号', en: 'captcha id' },
  { value: 'role', zh: '角色', en: 'role' },
] as const satisfies readonly Coded<string>[];

/** A field's name in both languages; an unknown field is named by its key. */
export function fieldLabel(path: string): { zh: string; en: string } {
  const last = path.split('.').at(-1) ?? path;
  return { zh: labelOf(FIELDS, last, 'zh'), en: labelOf(FIELDS, last, 'en') };
}
