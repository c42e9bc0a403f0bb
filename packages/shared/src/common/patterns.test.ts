import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHINESE_NAME_PATTERN,
  ChineseNameSchema,
  EMAIL_PATTERN,
  EmailSchema,
  formatMessage,
  idFromText,
  isCalendarDate,
  JOB_PHONE_PATTERN,
  JobFormSchema,
  LoginBodySchema,
  OptionalMobileSchema,
  PHONE_PATTERN,
} from '../index.ts';

const N = 200_000;

/** Inputs that make a backtracking pattern try every split of a long run. */
const adversarial: Record<string, string> = {
  'dotted labels then @': `a@${'a.'.repeat(N / 2)}@`,
  'dotted labels then a space': `a@${'a.'.repeat(N / 2)} `,
  'many @': '@'.repeat(N),
  'a long local part': `${'a'.repeat(N)}@`,
  'a long domain then a space': `a@${'a'.repeat(N)} `,
  'alternating a@': 'a@'.repeat(N / 2),
  'Han joined by dots then latin': `${'汉·'.repeat(N / 2)}x`,
  'Han then latin': `${'汉'.repeat(N)}x`,
  digits: '1'.repeat(N),
  'zeros and dashes': '0-'.repeat(N / 2),
  'date-like runs': '1990-01-'.repeat(N / 8),
  braces: '{a'.repeat(N / 2),
};

const patterns: Record<string, (text: string) => unknown> = {
  EMAIL_PATTERN: (t) => EMAIL_PATTERN.test(t),
  PHONE_PATTERN: (t) => PHONE_PATTERN.test(t),
  JOB_PHONE_PATTERN: (t) => JOB_PHONE_PATTERN.test(t),
  CHINESE_NAME_PATTERN: (t) => CHINESE_NAME_PATTERN.test(t),
  isCalendarDate: (t) => isCalendarDate(t),
  formatMessage: (t) => formatMessage(t, { a: 1 }),
  idFromText: (t) => idFromText(t),
};

/*
 * A linear pattern takes well under a millisecond on each of these; one that backtracks takes seconds to minutes
 * (a minute for the old email rule on its input), past the test's timeout. No clock is read: the timeout is the bound.
 */
describe('every pattern runs in linear time on 200k-character adversarial input', () => {
  for (const [pattern, run] of Object.entries(patterns)) {
    it.each(Object.entries(adversarial))(`${pattern}: %s`, (_name, text) => {
      run(text);
    });
  }
});

/** zod's length check counts code points with this one character class. */
const CODE_POINT_COUNT = String.raw`[\uD800-\uDBFF]`;

/**
 * The regular expressions run on a text over 1000 characters but zod's code point count (through
 * RegExp.prototype.exec, which test, match, replace and split use).
 */
function patternsOnLongText(): () => string[] {
  const seen: string[] = [];
  const exec = RegExp.prototype.exec;
  vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, text: string) {
    if (String(text).length > 1000 && this.source !== CODE_POINT_COUNT) seen.push(`/${this.source}/`);
    return exec.call(this, text);
  });
  return () => seen;
}
afterEach(() => {
  vi.restoreAllMocks();
});

describe('length checks abort before any pattern or refinement runs', () => {
  const huge = `a@${'a.'.repeat(500_000)}@`;

  it.each([
    ['resume email', () => EmailSchema.safeParse(huge), 'textTooLong'],
    ['job email', () => JobFormSchema.shape.email.safeParse(huge), 'jobEmailInvalid'],
    ['job phone', () => JobFormSchema.shape.phone.safeParse('0'.repeat(1_000_000)), 'jobPhoneInvalid'],
    ['login phone', () => LoginBodySchema.shape.mobile.safeParse('1'.repeat(1_000_000)), 'phoneInvalid'],
    ['optional mobile', () => OptionalMobileSchema.safeParse('1'.repeat(1_000_000)), 'phoneInvalid'],
    ['chinese name', () => ChineseNameSchema.safeParse('汉'.repeat(1_000_000)), 'textTooLong'],
    ['captcha id', () => LoginBodySchema.shape.captcha_id.safeParse('f'.repeat(1_000_000)), 'captchaIdRequired'],
  ])('%s: one issue, the length one, and no pattern sees the text', (_name, parse, key) => {
    const patterns = patternsOnLongText();
    const result = parse();
    expect(patterns()).toEqual([]);
    expect(result.error?.issues.map((i) => i.message)).toEqual([key]);
  });

  it('the linear email rule still knows an email when it sees one', () => {
    for (const good of ['zhangwei@example.com', 'a.b+c@mail.example.co.uk', '王@例子.中国'])
      expect(EMAIL_PATTERN.test(good)).toBe(true);
    for (const bad of ['zhangwei@', '@example.com', 'a@b', 'a@b.', 'a@.b', 'a@b..c', 'a b@c.d', 'a@b@c.d'])
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });
});
