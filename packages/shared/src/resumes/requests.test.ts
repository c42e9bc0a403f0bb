import { describe, expect, it } from 'vitest';
import {
  ageFromBirthday,
  BaseInfoEditSchema,
  PasswordChangeSchema,
  ProjectInputSchema,
  ResumeSaveSchema,
} from '../index.ts';

const base = {
  nick_name: '张伟',
  birthday: '1990-05-01',
  email: 'zhangwei@example.com',
  address: '上海市浦东新区',
  gender: 'male',
  status: '2',
  experience: '10',
  degree: '2',
};
const project = {
  project_name: '上海中心大厦',
  position: '结构工程师',
  description: '负责核心筒结构计算',
  start_time: '2019-01-01',
  end_time: '2020-06-30',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('resume rules', () => {
  it('reads numbers sent as query-string text', () => {
    const parsed = BaseInfoEditSchema.parse(base);
    expect(parsed).toMatchObject({ status: 2, experience: 10, degree: 2 });
    expect(parsed.chinese_name).toBeUndefined();
  });

  it.each([
    ['experience above 50', { experience: '51' }, 'experienceRange'],
    ['experience below 0', { experience: -1 }, 'experienceRange'],
    ['experience not a number', { experience: 'ten' }, 'experienceRange'],
    ['experience missing', { experience: '' }, 'experienceRequired'],
    ['chinese_name with latin letters', { chinese_name: 'Zhang 伟' }, 'chineseNameInvalid'],
    ['email without a domain', { email: 'zhangwei@' }, 'emailInvalid'],
    ['birthday not a calendar day', { birthday: '1990-02-30' }, 'birthdayInvalid'],
    ['birthday in the future', { birthday: '2999-01-01' }, 'birthdayInvalid'],
    ['degree outside 0-4', { degree: 5 }, 'degreeInvalid'],
    ['status outside 1-3', { status: 0 }, 'statusInvalid'],
    ['gender not male/female', { gender: 'x' }, 'genderInvalid'],
    ['name missing', { nick_name: '  ' }, 'nickNameRequired'],
  ])('refuses %s', (_name, override, key) => {
    expect(firstMessage(BaseInfoEditSchema.safeParse({ ...base, ...override }))).toBe(key);
  });

  it('accepts a Chinese name with a middle dot and treats an empty one as none', () => {
    expect(BaseInfoEditSchema.parse({ ...base, chinese_name: '阿依古丽·买买提' }).chinese_name).toBe('阿依古丽·买买提');
    expect(BaseInfoEditSchema.parse({ ...base, chinese_name: '' }).chinese_name).toBeUndefined();
  });

  it('refuses a project that ends before it starts, on end_time', () => {
    const result = ProjectInputSchema.safeParse({ ...project, end_time: '2018-12-31' });
    expect(result.error?.issues[0]).toMatchObject({ message: 'projectEndBeforeStart', path: ['end_time'] });
    expect(ProjectInputSchema.safeParse({ ...project, end_time: project.start_time }).success).toBe(true);
  });

  it('keeps at least one project and requires a self introduction', () => {
    expect(firstMessage(ResumeSaveSchema.safeParse({ ...base, self_desc: 'x', projects: [] }))).toBe('projectRequired');
    expect(firstMessage(ResumeSaveSchema.safeParse({ ...base, self_desc: '', projects: [project] }))).toBe(
      'selfDescRequired',
    );
  });

  it('checks the password change: at least 10 characters, confirm matches', () => {
    const ok = { old_password: 'old-password-1', new_password: 'new-password-1', confirm_password: 'new-password-1' };
    expect(PasswordChangeSchema.safeParse(ok).success).toBe(true);
    expect(firstMessage(PasswordChangeSchema.safeParse({ ...ok, old_password: 'short' }))).toBe('passwordMin');
    expect(firstMessage(PasswordChangeSchema.safeParse({ ...ok, confirm_password: 'new-password-2' }))).toBe(
      'passwordMismatch',
    );
  });

  it('computes age from the birthday', () => {
    expect(ageFromBirthday('1990-05-01', new Date(2025, 3, 30))).toBe(34);
    expect(ageFromBirthday('1990-05-01', new Date(2025, 4, 1))).toBe(35);
    expect(ageFromBirthday('')).toBeNull();
  });
});
