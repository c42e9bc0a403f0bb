import { describe, expect, it } from 'vitest';
import { listResumeParts, missingResumeParts, type ResumeFacts } from './apply-requirements.ts';

const complete: ResumeFacts = {
  nick_name: '张伟',
  email: 'zw@example.com',
  degree: 2,
  experience: 0,
  self_desc: '十年桥梁设计经验',
  major_list: [],
  cert_list: [{ id: 1 }],
};

describe('missingResumeParts', () => {
  it('accepts a complete resume, fresh graduates (0 years) and a certificate without a major included', () => {
    expect(missingResumeParts(complete)).toEqual([]);
  });

  it('names every part of an absent resume', () => {
    expect(missingResumeParts(null)).toEqual(['name', 'contact', 'degree', 'experience', 'major_or_cert', 'self_desc']);
  });

  it('counts blank text as missing', () => {
    const blank = { ...complete, nick_name: ' ', email: '', self_desc: '\n', cert_list: [], degree: null };
    expect(missingResumeParts(blank)).toEqual(['name', 'contact', 'degree', 'major_or_cert', 'self_desc']);
  });

  it('lists parts in each language', () => {
    expect(listResumeParts(['degree', 'self_desc'], 'zh')).toBe('学历、自我介绍');
    expect(listResumeParts(['degree', 'self_desc'], 'en')).toBe('education, self introduction');
  });
});
