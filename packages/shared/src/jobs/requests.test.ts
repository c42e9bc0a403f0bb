import { describe, expect, it } from 'vitest';
import {
  CITIES,
  cutDescription,
  JobFormSchema,
  JobSearchQuerySchema,
  labelOf,
  SubmitResumeBodySchema,
} from '../index.ts';

describe('cutDescription', () => {
  it('keeps a text of 100 characters or fewer', () => {
    expect(cutDescription('桥'.repeat(100))).toBe('桥'.repeat(100));
  });

  it('cuts at 100 characters and adds an ellipsis', () => {
    expect(cutDescription('桥'.repeat(101))).toBe(`${'桥'.repeat(100)}...`);
  });

  it('folds whitespace so line breaks do not count', () => {
    expect(cutDescription('a\n\n  b')).toBe('a b');
  });
});

describe('JobSearchQuerySchema', () => {
  it('defaults to page 1 of 10 and drops empty filters', () => {
    expect(JobSearchQuerySchema.parse({ key_word: '', company: '  ' })).toEqual({ pn: 1, p_size: 10 });
  });

  it('reads certificate ids as one id, a comma list or JSON array text', () => {
    expect(JobSearchQuerySchema.parse({ cert: '3' }).cert).toEqual([3]);
    expect(JobSearchQuerySchema.parse({ cert: '3,4' }).cert).toEqual([3, 4]);
    expect(JobSearchQuerySchema.parse({ major: '[5,6]' }).major).toEqual([5, 6]);
    expect(JobSearchQuerySchema.safeParse({ cert: 'abc' }).success).toBe(false);
  });

  it('accepts only the allowed page sizes', () => {
    for (const size of ['10', '20', '30', '50'])
      expect(JobSearchQuerySchema.safeParse({ p_size: size }).success).toBe(true);
    expect(JobSearchQuerySchema.safeParse({ p_size: '15' }).error?.issues[0]?.message).toBe('jobPageSizeInvalid');
    expect(JobSearchQuerySchema.safeParse({ pn: '-1' }).error?.issues[0]?.message).toBe('pageNumberInvalid');
  });
});

describe('SubmitResumeBodySchema', () => {
  it('defaults open_days to 7 and keeps it within 1-365', () => {
    expect(SubmitResumeBodySchema.parse({ job_id: '1' }).open_days).toBe(7);
    for (const bad of ['0', '366', 'abc', '1.5']) {
      expect(SubmitResumeBodySchema.safeParse({ job_id: '1', open_days: bad }).error?.issues[0]?.message).toBe(
        'openDaysInvalid',
      );
    }
  });
});

describe('JobFormSchema', () => {
  const valid = {
    title: '桥梁设计工程师',
    city: 'shanghai',
    address: '浦东新区世纪大道 100 号',
    company: '中建华东',
    description: '负责桥梁结构设计',
    publisher_name: '王敏',
    phone: '021-12345678',
    email: 'hr@example.com',
    job_type: 'full_time',
    experience: '3-5',
    salary: '20-40',
  };

  it('accepts a complete form and defaults the optional parts', () => {
    expect(JobFormSchema.parse(valid)).toMatchObject({ cert_ids: [], major_ids: [], wechat: '', company_desc: '' });
  });

  it('names the first missing required field', () => {
    expect(JobFormSchema.safeParse({ ...valid, title: ' ' }).error?.issues[0]?.message).toBe('jobTitleRequired');
    expect(JobFormSchema.safeParse({ ...valid, email: 'nope' }).error?.issues[0]?.message).toBe('jobEmailInvalid');
    expect(JobFormSchema.safeParse({ ...valid, phone: '12345' }).error?.issues[0]?.message).toBe('jobPhoneInvalid');
  });
});

describe('labelOf', () => {
  it('gives the city name in either language', () => {
    expect(labelOf(CITIES, 'nantong', 'zh')).toBe('南通');
    expect(labelOf(CITIES, 'nantong', 'en')).toBe('Nantong');
  });
});
