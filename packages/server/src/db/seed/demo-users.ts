import { ROLES, type Role } from '@app/shared';

export const DEMO_PASSWORD = 'Demo@123456';

export type DemoUser = { label: string; phone: string; role: Role; nickName: string };

export const DEMO_USERS: DemoUser[] = [
  { label: 'admin', phone: '13800000000', role: ROLES.admin, nickName: '平台管理员' },
  { label: 'hr', phone: '13900000001', role: ROLES.hr, nickName: '王敏（中建华东）' },
  { label: 'hr', phone: '13900000002', role: ROLES.hr, nickName: 'Lisa Chen' },
  { label: 'job seeker', phone: '13700000001', role: ROLES.seeker, nickName: '张伟' },
  { label: 'job seeker', phone: '13700000002', role: ROLES.seeker, nickName: '李娜' },
  { label: 'job seeker', phone: '13700000003', role: ROLES.seeker, nickName: 'David Wang' },
];
