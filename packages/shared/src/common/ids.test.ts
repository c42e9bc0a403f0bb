import { describe, expect, it } from 'vitest';
import {
  BatchReadBodySchema,
  INT4_MAX,
  JobFormSchema,
  JobSearchQuerySchema,
  MessagesQuerySchema,
  ReadMessageQuerySchema,
  ResumeSaveSchema,
  UserIdParamsSchema,
} from '../index.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the positive id', () => {
  it('takes 1 to the int4 maximum, as a JSON integer or as decimal digits', () => {
    expect(ReadMessageQuerySchema.parse({ msg_id: '1' }).msg_id).toBe(1);
    expect(ReadMessageQuerySchema.parse({ msg_id: String(INT4_MAX) }).msg_id).toBe(INT4_MAX);
    expect(ReadMessageQuerySchema.parse({ msg_id: '007' }).msg_id).toBe(7);
    expect(UserIdParamsSchema.parse({ userId: 7 }).userId).toBe(7);
  });

  it.each([
    ['one past int4', String(INT4_MAX + 1)],
    ['2^53', '9007199254740993'],
    ['zero', '0'],
    ['negative', '-1'],
    ['a fraction', '1.5'],
    ['text', 'abc'],
    ['a boolean', true],
    ['an array', ['1']],
    ['an object', { id: 1 }],
    ['blank', '  '],
    ['null', null],
    ['a sign', '+7'],
    ['spaces around it', ' 7 '],
    ['a trailing space', '7 '],
    ['hexadecimal', '0x7'],
    ['an exponent', '7e0'],
    ['a decimal point', '7.0'],
    ['binary', '0b1'],
    ['full-width digits', '７'],
    ['a JSON true', true],
    ['a JSON fraction', 7.5],
  ])('refuses %s with the field message', (_name, value) => {
    expect(messageOf(ReadMessageQuerySchema.safeParse({ msg_id: value }))).toBe('msgIdInvalid');
  });
});

describe('the id list', () => {
  it('reads one id, comma text and JSON array text, and drops repeats', () => {
    expect(JobSearchQuerySchema.parse({ cert: '3' }).cert).toEqual([3]);
    expect(JobSearchQuerySchema.parse({ cert: '3,4,3' }).cert).toEqual([3, 4]);
    expect(JobSearchQuerySchema.parse({ major: '[5,6]' }).major).toEqual([5, 6]);
    expect(JobSearchQuerySchema.parse({ major: '' }).major).toBeUndefined();
    expect(JobFormSchema.shape.cert_ids.parse(undefined)).toEqual([]);
    expect(BatchReadBodySchema.parse({ msg_id_list: [1, 2, 2] }).msg_id_list).toEqual([1, 2]);
  });

  it.each([
    ['spaces', ' 3, 4'],
    ['a sign', '3,+4'],
    ['an exponent', '3,4e0'],
    ['hexadecimal', '0x3'],
    ['a JSON true', '[3,true]'],
    ['a boolean element', [3, true]],
  ])('refuses an element that is no plain decimal id: %s', (_name, value) => {
    expect(messageOf(JobSearchQuerySchema.safeParse({ cert: value }))).toBe('catalogueFilterInvalid');
  });

  it('refuses ids above int4 inside a list', () => {
    expect(messageOf(BatchReadBodySchema.safeParse({ msg_id_list: [1, INT4_MAX + 1] }))).toBe('msgIdInvalid');
    expect(messageOf(JobSearchQuerySchema.safeParse({ cert: `1,${INT4_MAX + 1}` }))).toBe('catalogueFilterInvalid');
  });

  it('refuses a huge list at once, before reading its elements', () => {
    let read = 0;
    const many = new Proxy(
      Array.from({ length: 300_000 }, () => 'x'),
      {
        get(list, key, receiver) {
          if (typeof key === 'string' && key !== 'length' && Number.isInteger(Number(key))) read += 1;
          return Reflect.get(list, key, receiver);
        },
      },
    );
    const result = BatchReadBodySchema.safeParse({ msg_id_list: many });
    expect(read).toBe(0);
    expect(result.error?.issues).toHaveLength(1);
    expect(messageOf(JobFormSchema.shape.major_ids.safeParse('1,'.repeat(500_000)))).toBe('catalogueLinksTooMany');
    expect(messageOf(JobFormSchema.shape.major_ids.safeParse(`[${'1,'.repeat(21)}1]`))).toBe('catalogueLinksTooMany');
  });

  it('refuses too many projects before parsing any of them', () => {
    const projects = Array.from({ length: 100_000 }, () => ({}));
    const result = ResumeSaveSchema.shape.projects.safeParse(projects);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['listTooLong']);
  });
});

describe('the pagination schema', () => {
  it('defaults and bounds pn and p_size', () => {
    expect(MessagesQuerySchema.parse({})).toEqual({ pn: 1, p_size: 10 });
    expect(MessagesQuerySchema.parse({ pn: '', p_size: '' })).toEqual({ pn: 1, p_size: 10 });
    expect(messageOf(MessagesQuerySchema.safeParse({ pn: '100001' }))).toBe('pageNumberInvalid');
    expect(messageOf(MessagesQuerySchema.safeParse({ pn: String(INT4_MAX + 1) }))).toBe('pageNumberInvalid');
    expect(messageOf(MessagesQuerySchema.safeParse({ p_size: '51' }))).toBe('pageInvalid');
    expect(messageOf(JobSearchQuerySchema.safeParse({ p_size: '15' }))).toBe('jobPageSizeInvalid');
  });
});
