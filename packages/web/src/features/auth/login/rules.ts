import { type BaseMessageKey, CAPTCHA_MIN, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from '@app/shared';

/**
 * The login and register form rules without zod (zod alone is a sixth of the /login budget): the same
 * limits and MESSAGES keys as the shared PhoneSchema, PasswordSchema, CaptchaAnswerSchema and
 * RegisterFormSchema, checked against them in rules.test.ts.
 */
export type AuthValues = { mobile: string; password: string; confirm: string; captcha: string };
export type AuthField = keyof AuthValues;

/** CaptchaAnswerSchema's upper bound: longer than any captcha, so it can only be wrong. */
const CAPTCHA_MAX = 16;

export function phoneProblem(value: string): BaseMessageKey | undefined {
  const phone = value.trim();
  if (!phone) return 'phoneRequired';
  if (phone.length > 11 || !PHONE_PATTERN.test(phone)) return 'phoneInvalid';
  return undefined;
}

export function passwordProblem(value: string): BaseMessageKey | undefined {
  if (!value) return 'passwordRequired';
  if (value.length < PASSWORD_MIN) return 'passwordMin';
  if (value.length > PASSWORD_MAX) return 'passwordMax';
  return undefined;
}

export function captchaProblem(value: string): BaseMessageKey | undefined {
  const answer = value.trim();
  if (!answer) return 'captchaRequired';
  if (answer.length < CAPTCHA_MIN) return 'captchaMin';
  if (answer.length > CAPTCHA_MAX) return 'captchaWrong';
  return undefined;
}

/** The confirmation: its own length first, then that it equals the password. */
export function confirmProblem(value: string, password: string): BaseMessageKey | undefined {
  if (!value) return 'confirmRequired';
  if (value.length < PASSWORD_MIN) return 'passwordMin';
  if (value !== password) return 'passwordMismatch';
  return undefined;
}

/** Each field's problem, or undefined; `confirm` only when registering. */
export function formProblems(values: AuthValues, registering: boolean): Partial<Record<AuthField, BaseMessageKey>> {
  return {
    mobile: phoneProblem(values.mobile),
    password: passwordProblem(values.password),
    captcha: captchaProblem(values.captcha),
    ...(registering ? { confirm: confirmProblem(values.confirm, values.password) } : {}),
  };
}
