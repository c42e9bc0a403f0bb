import { PhoneSchema, RegisterFormSchema } from '@app/shared';
import type { FormInstance, RuleObject, RuleRender } from 'antd/es/form';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n.ts';
import { zodFieldRule, zodRule } from './zod-rule.ts';

type Validator = (rule: RuleObject, value: unknown) => Promise<void>;

async function messageOf(validate: Validator, value: unknown): Promise<string | null> {
  try {
    await validate({}, value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const form = (values: Record<string, unknown>) => ({ getFieldsValue: () => values }) as unknown as FormInstance;

beforeEach(() => changeLanguage('zh'));

describe('zod schemas as antd Form rules', () => {
  const phone = (zodRule(PhoneSchema) as RuleObject).validator as Validator;

  it('gives the phone messages in the current language', async () => {
    expect(await messageOf(phone, '')).toBe('请输入手机号');
    expect(await messageOf(phone, undefined)).toBe('请输入手机号');
    expect(await messageOf(phone, '12345678901')).toBe('请输入正确的手机号');
    expect(await messageOf(phone, '13812345678')).toBeNull();
    await changeLanguage('en');
    expect(await messageOf(phone, '123')).toBe('Please enter a valid phone number');
  });

  it('checks cross-field refinements against the whole form (confirm must equal password)', async () => {
    const values = {
      mobile: '13812345678',
      password: 'password-123',
      captcha: 'ABCDE',
      captcha_id: '7b0d4a4e-0d4f-4a8e-9a8e-2f1c0e1d2c3b',
    };
    const confirmFor = (all: Record<string, unknown>) =>
      ((zodFieldRule(RegisterFormSchema, 'confirm') as RuleRender)(form(all)) as RuleObject).validator as Validator;
    expect(await messageOf(confirmFor(values), 'password-124')).toBe('两次输入的密码不一致');
    expect(await messageOf(confirmFor(values), 'short')).toBe('密码至少 10 位');
    expect(await messageOf(confirmFor(values), '')).toBe('请再次输入密码');
    expect(await messageOf(confirmFor(values), 'password-123')).toBeNull();
  });
});
