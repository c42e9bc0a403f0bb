/**
 * The messages of signing in and the ones every screen may show: the standalone login screen carries only these
 * (the whole catalogue grows with every area, ADR 0070).
 */
export const BASE_MESSAGES = {
  ok: { zh: '成功', en: 'OK' },
  phoneRequired: { zh: '请输入手机号', en: 'Please enter your phone number' },
  phoneInvalid: { zh: '请输入正确的手机号', en: 'Please enter a valid phone number' },
  passwordRequired: { zh: '请输入密码', en: 'Please enter your password' },
  passwordMin: { zh: '密码至少 10 位', en: 'Password must be at least 10 characters' },
  passwordMax: { zh: '密码不能超过 128 位', en: 'Password must be at most 128 characters' },
  confirmRequired: { zh: '请再次输入密码', en: 'Please confirm your password' },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  captchaRequired: { zh: '请输入验证码', en: 'Please enter the captcha' },
  captchaMin: { zh: '验证码至少 5 位', en: 'Captcha must be at least 5 characters' },
  captchaIdRequired: { zh: '验证码已失效，请刷新', en: 'The captcha has expired, please refresh it' },
  captchaWrong: { zh: '验证码错误或已过期', en: 'Wrong or expired captcha' },
  captchaFailed: { zh: '获取验证码失败，请重试', en: 'Failed to get captcha, please retry' },
  captchaTooSoon: { zh: '请稍后再刷新验证码', en: 'Please wait before refreshing the captcha' },
  roleInvalid: { zh: '只能注册为招聘方或求职者', en: 'You can only register as a recruiter or a job seeker' },
  phoneTaken: { zh: '该手机号已注册', en: 'This phone number is already registered' },
  loginFailed: { zh: '手机号或密码错误', en: 'Wrong phone number or password' },
  tooManyAttempts: {
    zh: '登录失败次数过多，请 15 分钟后再试',
    en: 'Too many failed logins, please try again in 15 minutes',
  },
  loginPhoneBusy: {
    zh: '该手机号登录失败次数过多，请 15 分钟后再试，或在您曾经登录过的网络中登录',
    en: 'Too many failed logins on this phone number; try again in 15 minutes, or from a network you have signed in from before',
  },
  loginAddressBusy: {
    zh: '您所在网络的登录失败次数过多，请 15 分钟后再试',
    en: 'Too many failed logins from your network, please try again in 15 minutes',
  },
  tooManyRequests: { zh: '操作过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  accountDisabled: { zh: '该账号已被停用', en: 'This account has been disabled' },
  operationFailed: { zh: '操作失败，请稍后重试', en: 'Operation failed, please try again later' },
  loginExpired: { zh: '登录已过期，请重新登录', en: 'Login expired, please log in again' },
  forbidden: { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource does not exist' },
  routeNotFound: { zh: '接口不存在', en: 'No such API endpoint' },
  fieldInvalid: { zh: '“{field}”格式不正确', en: 'The field "{field}" is invalid' },
  fieldRequired: { zh: '缺少必填项“{field}”', en: 'The field "{field}" is required' },
  bodyInvalid: { zh: '请求内容格式不正确', en: 'The request body is malformed' },
  textHasNul: { zh: '输入内容包含无效字符（NUL）', en: 'The request contains an invalid character (NUL)' },
  textHasLoneSurrogate: {
    zh: '输入内容包含无效字符（不成对的 UTF-16 代理项）',
    en: 'The request contains an invalid character (a lone UTF-16 surrogate)',
  },
  fieldHasLoneSurrogate: {
    zh: '“{field}”包含无效字符（不成对的 UTF-16 代理项）',
    en: 'The field "{field}" contains an invalid character (a lone UTF-16 surrogate)',
  },
  urlInvalid: { zh: '请求地址格式不正确', en: 'The request address is malformed' },
  mediaTypeUnsupported: { zh: '不支持该请求内容类型', en: 'This content type is not supported' },
  requestTimeout: { zh: '请求超时，请重试', en: 'The request timed out, please retry' },
  headersTooLarge: { zh: '请求头过大', en: 'The request headers are too large' },
  payloadTooLarge: { zh: '上传内容过大', en: 'The upload is too large' },
  serverError: { zh: '服务器开小差了，请稍后重试', en: 'Something went wrong on our side, please try again later' },
  databaseUnavailable: {
    zh: '服务暂时不可用，请稍后重试',
    en: 'The service is temporarily unavailable, please try again later',
  },
  logoutSuccess: { zh: '退出登录成功', en: 'Logged out' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type BaseMessageKey = keyof typeof BASE_MESSAGES;

/** Fills `{name}` placeholders. */
export function formatMessage(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
