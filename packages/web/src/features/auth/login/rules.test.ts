import {
  CaptchaAnswerSchema,
  type MessageKey,
  PasswordSchema,
  PhoneSchema,
  RegisterFormSchema,
  ROLES,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { captchaProblem, confirmProblem, passwordProblem, phoneProblem } from './rules.ts';

/** The first message key a shared schema gives `value`, as the app's zod rules showed it. */
function schemaProblem(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

const long = (n: number, c = 'a') => c.repeat(n);

describe('the login rules without zod give what the shared schemas give', () => {
  const cases: [string, (value: string) => MessageKey | undefined, z.ZodType, string[]][] = [
    [
      'phone',
      phoneProblem,
      PhoneSchema,
      [
        '',
        '   ',
        '1',
        '12345',
        '13800000000',
        ' 13800000000 ',
        '12800000000',
        '138000000001',
        '1380000000a',
        '+8613800000000',
      ],
    ],
    [
      'password',
      passwordProblem,
      PasswordSchema,
      ['', 'short', long(9), long(10), long(128), long(129), ' '.repeat(10)],
    ],
    ['captcha', captchaProblem, CaptchaAnswerSchema, ['', '  ', 'ab', 'abcd', 'abcde', ' abcde ', long(16), long(17)]],
  ];
  for (const [name, rule, schema, values] of cases) {
    it(name, () => {
      for (const value of values) expect(rule(value), JSON.stringify(value)).toBe(schemaProblem(schema, value));
    });
  }

  it('the confirmation, with every other field valid (the schema compares only then)', () => {
    const valid = {
      mobile: '13800000000',
      captcha: 'abcde',
      captcha_id: '8f14e45f-ceea-467f-a0e6-4a1b2c3d4e5f',
      role: ROLES.seeker,
    };
    const pairs: [string, string][] = [
      ['', 'password-123'],
      ['short', 'password-123'],
      ['password-124', 'password-123'],
      ['password-123', 'password-123'],
      [long(10, 'x'), long(11, 'x')],
    ];
    for (const [confirm, password] of pairs) {
      const parsed = RegisterFormSchema.safeParse({ ...valid, password, confirm });
      const key = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'confirm')?.message;
      expect(confirmProblem(confirm, password), `${confirm} / ${password}`).toBe(key);
    }
  });
});
