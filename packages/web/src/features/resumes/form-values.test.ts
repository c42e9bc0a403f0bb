import { ResumeSaveSchema } from '@app/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { savedResume } from '../../test/fixtures.ts';
import { toFormValues, toPayload } from './form-values.ts';

describe('the resume form and the save call', () => {
  it('a saved resume fills the form: dates as dates, the project period as one range, catalogue lists as ids', () => {
    const values = toFormValues(savedResume);
    expect(values.birthday?.format('YYYY-MM-DD')).toBe('1990-06-15');
    expect(values.major_ids).toEqual([2]);
    expect(values.cert_ids).toEqual([3, 6]);
    expect(values.enable_resume).toBe(true);
    expect(values.projects).toHaveLength(1);
    expect(values.projects?.[0]?.period?.map((d) => d?.format('YYYY-MM-DD'))).toEqual(['2016-03-01', '2019-10-08']);
    // Empty optional texts are left empty in the form, not shown as ''.
    expect(values.projects?.[0]?.vendor).toBeUndefined();
  });

  it('an untouched saved resume is saved as it was, and passes the shared save rules', () => {
    const payload = toPayload(toFormValues(savedResume));
    expect(payload).toEqual({
      nick_name: '王建国',
      chinese_name: '王建国',
      gender: 'male',
      birthday: '1990-06-15',
      degree: 2,
      status: 1,
      experience: 8,
      mobile: '13700000001',
      email: 'wang.jianguo@example.com',
      wechat: 'wjg-1990',
      address: '上海市浦东新区世纪大道 88 号',
      company: '中建八局',
      enable_resume: 1,
      bid_contacts: 0,
      major_ids: [2],
      cert_ids: [3, 6],
      self_desc: '八年桥梁结构设计经验，熟悉 Midas Civil。',
      projects: [
        {
          id: 31,
          project_name: '杨泗港长江大桥',
          position: '结构工程师',
          start_time: '2016-03-01',
          end_time: '2019-10-08',
          description: '主桥钢桁梁的结构计算与施工图设计',
          client: '武汉市城投',
          location: '武汉',
        },
      ],
    });
    expect(ResumeSaveSchema.safeParse(payload).success).toBe(true);
  });

  it('trims optional texts to nothing, sends a closed resume as 0 and a new project without an id', () => {
    const payload = toPayload({
      ...toFormValues(savedResume),
      wechat: '   ',
      company: ' 中建三局 ',
      enable_resume: false,
      experience: null,
      projects: [
        {
          project_name: '深中通道',
          position: '设计负责人',
          period: [dayjs('2020-01-02'), null],
          description: '沉管隧道',
          client: ' ',
        },
      ],
    });
    expect(payload.wechat).toBeUndefined();
    expect(payload.company).toBe('中建三局');
    expect(payload.enable_resume).toBe(0);
    expect(payload.experience).toBeUndefined();
    expect(payload.projects).toEqual([
      {
        project_name: '深中通道',
        position: '设计负责人',
        start_time: '2020-01-02',
        end_time: undefined,
        description: '沉管隧道',
        client: undefined,
        location: undefined,
        vendor: undefined,
        chinese_name: undefined,
      },
    ]);
  });

  it('an empty form keeps one project entry to fill in, and a draft comes back as it was typed', () => {
    expect(toFormValues({}).projects).toEqual([{}]);
    const draft = toPayload(toFormValues(savedResume));
    expect(toPayload(toFormValues(draft))).toEqual(draft);
  });
});
