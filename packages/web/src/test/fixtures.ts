import type { CompanyInfo, HrJobItem, HrJobOption, HrTalentCard, Resume } from '@app/shared';

/** A complete saved resume as GET /hunter/get/resume answers it. */
export const savedResume: Resume = {
  user_id: 12,
  name: '王建国',
  nick_name: '王建国',
  chinese_name: '王建国',
  gender: 'male',
  birthday: '1990-06-15',
  age: 35,
  degree: 2,
  status: 1,
  experience: 8,
  mobile: '13700000001',
  email: 'wang.jianguo@example.com',
  wechat: 'wjg-1990',
  address: '上海市浦东新区世纪大道 88 号',
  company: '中建八局',
  client: '',
  vendor: '',
  location: '',
  self_desc: '八年桥梁结构设计经验，熟悉 Midas Civil。',
  enable_resume: 1,
  bid_contacts: 0,
  profile_pic_url: '',
  vcr_url: '',
  major_list: [{ id: 2, name: '土木工程', en_name: 'Civil Engineering' }],
  cert_list: [
    { id: 3, name: '一级建造师', en_name: 'Class I Constructor' },
    { id: 6, name: '注册结构工程师', en_name: 'Registered Structural Engineer' },
  ],
  project_list: [
    {
      id: 31,
      project_name: '杨泗港长江大桥',
      chinese_name: '',
      position: '结构工程师',
      description: '主桥钢桁梁的结构计算与施工图设计',
      start_time: '2016-03-01',
      end_time: '2019-10-08',
      client: '武汉市城投',
      location: '武汉',
      vendor: '',
    },
  ],
  cert_pic_list: [],
  project_pic_list: {},
};

export const majors = [
  { id: 2, name: '土木工程', en_name: 'Civil Engineering' },
  { id: 5, name: '给排水科学与工程', en_name: 'Water Supply and Drainage' },
];
export const certificates = [{ id: 3, name: '一级建造师', en_name: 'Class I Constructor' }];

/** An HR's company info as GET /hr/get/company answers it. */
export const companyInfo: CompanyInfo = {
  hr_name: '李经理',
  email: 'hr@cscec3b.example.com',
  address: '武汉市江汉区建设大道 568 号',
  wechat: 'cscec-hr',
  mobile: '13800000007',
  company_name: '中建三局',
  company_desc: '大型建筑施工企业',
};

/** A recruiting, approved job as GET /hr/get/job/list answers it. */
export const hrJob: HrJobItem = {
  id: 41,
  title: '桥梁结构工程师',
  city: 'wuhan',
  address: '武汉市江汉区建设大道 568 号',
  company: '中建三局',
  company_desc: '大型建筑施工企业',
  description: '负责桥梁上部结构设计与校核',
  publisher_name: '李经理',
  phone: '027-85761234',
  email: 'hr@cscec3b.example.com',
  wechat: 'cscec-hr',
  job_type: 'full_time',
  experience: '3-5',
  salary: '10-20',
  cert_list: [certificates[0] as (typeof certificates)[number]],
  major_list: [majors[0] as (typeof majors)[number], majors[1] as (typeof majors)[number]],
  en_cert_list: ['Class I Constructor'],
  en_major_list: ['Civil Engineering', 'Water Supply and Drainage'],
  status: 1,
  create_time: '2025-03-01T08:00:00.000Z',
  update_time: '2025-03-01T08:00:00.000Z',
  uid: 7,
  review_status: 'approved',
  reject_reason: '',
  revision: 1,
  applicant_count: 0,
  new_applicant_count: 0,
};

/** A seeker with an open resume, as GET /hr/search/user/list answers it. */
export const openTalent: HrTalentCard = {
  id: 21,
  name: '张工',
  chinese_name: '张伟',
  profile_pic_url: '',
  major: ['土木工程'],
  en_major: ['Civil Engineering'],
  certificate: ['一级建造师'],
  en_certificate: ['Class I Constructor'],
  experience: 6,
  status: 2,
  address: '上海市浦东新区',
  degree: 2,
  enable_resume: 1,
  star: 4,
  view_request: null,
};

/** A seeker whose resume is closed. */
export const closedTalent: HrTalentCard = {
  ...openTalent,
  id: 22,
  name: '李工',
  major: ['给排水科学与工程'],
  en_major: ['Water Supply and Drainage'],
  certificate: [],
  en_certificate: [],
  status: 1,
  enable_resume: 0,
  star: 2,
};

/** The HR's own jobs as GET /hr/get/release/jobs answers them. */
export const hrJobOptions: HrJobOption[] = [
  { id: 41, title: '桥梁结构工程师' },
  { id: 42, title: '给排水设计师' },
];
