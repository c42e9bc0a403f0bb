/** Names of request fields as a person reads them, for validation messages that name the field. */
const LABELS: Record<string, { zh: string; en: string }> = {
  mobile: { zh: '手机号', en: 'phone number' },
  password: { zh: '密码', en: 'password' },
  captcha: { zh: '验证码', en: 'captcha' },
  captcha_id: { zh: '验证码编号', en: 'captcha id' },
  role: { zh: '角色', en: 'role' },
};

export function fieldLabel(path: string): { zh: string; en: string } {
  const last = path.split('.').at(-1) ?? path;
  return LABELS[last] ?? { zh: last, en: last };
}
