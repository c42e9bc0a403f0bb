import type { JobForm } from '@app/shared';

/** A complete, valid job posting form (the HR's /user/job-post), with `overrides`. */
export function jobForm(overrides: Partial<JobForm> = {}): JobForm {
  return {
    title: '结构设计工程师',
    city: 'shanghai',
    address: '上海市浦东新区世纪大道 100 号',
    company: '华东建筑设计院',
    description: '负责高层建筑结构设计与计算，配合施工图审查。',
    publisher_name: '王敏',
    phone: '021-12345678',
    email: 'hr@example.com',
    job_type: 'full_time',
    experience: '3-5',
    salary: '20-40',
    ...overrides,
  } as JobForm;
}
