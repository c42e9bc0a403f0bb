import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CameraOutlined,
  CommentOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  MailOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ROLES, type Role } from '@app/shared';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';

/** An item's name: a text of the layout namespace. */
type NavLabel = `layout:${ParseKeys<'layout'>}`;

/** `icon` is an antd icon component (drawn hidden from assistive technology beside the header's link texts). */
export type NavItem = { key: string; label: NavLabel; icon?: typeof HomeOutlined; children?: NavItem[] };

/**
 * Header navigation by role (docs/product/home-and-navigation.md#header): job seekers Jobs + Standards, HR Talents,
 * admins the console; the forum for all.
 */
export function headerNav(role: Role): NavItem[] {
  const home: NavItem = { key: '/home', label: 'layout:menu.home', icon: HomeOutlined };
  const forum: NavItem = { key: '/forum', label: 'layout:menu.forum', icon: CommentOutlined };
  if (role === ROLES.admin)
    return [{ key: '/admin', label: 'layout:menu.adminConsole', icon: AppstoreOutlined }, forum];
  const courses: NavItem = { key: '/courses', label: 'layout:menu.courses', icon: PlayCircleOutlined };
  if (role === ROLES.hr)
    return [home, { key: '/talents', label: 'layout:menu.talents', icon: TeamOutlined }, courses, forum];
  return [
    home,
    { key: '/jobs', label: 'layout:menu.jobs', icon: SolutionOutlined },
    { key: '/standards', label: 'layout:menu.standards', icon: BookOutlined },
    courses,
    forum,
  ];
}

/** Which header item a path belongs to (detail pages light up their list). */
export function headerKeyOf(pathname: string): string {
  if (pathname.startsWith('/job')) return '/jobs';
  if (pathname.startsWith('/talent')) return '/talents';
  if (pathname.startsWith('/standard')) return '/standards';
  if (pathname.startsWith('/course')) return '/courses';
  if (pathname.startsWith('/forum')) return '/forum';
  return pathname;
}

/**
 * User centre sidebar (docs/product/home-and-navigation.md#user-centre): seekers' and HR's own items, both see
 * password.
 */
export function userNav(role: Role): NavItem[] {
  const seeker: NavItem[] = [
    { key: '/user/resume', label: 'layout:user.resume', icon: ProfileOutlined },
    { key: '/user/certificate', label: 'layout:user.certificate', icon: SafetyCertificateOutlined },
    { key: '/user/project-images', label: 'layout:user.projectImages', icon: PictureOutlined },
    { key: '/user/job-seek', label: 'layout:user.jobSeek', icon: SendOutlined },
    { key: '/user/messages', label: 'layout:user.messages', icon: MailOutlined },
    { key: '/user/standard', label: 'layout:user.standard', icon: BookOutlined },
  ];
  const hr: NavItem[] = [
    { key: '/user/company', label: 'layout:user.company', icon: ShopOutlined },
    { key: '/user/job-post', label: 'layout:user.jobPost', icon: SolutionOutlined },
    { key: '/user/resume-permissions', label: 'layout:user.resumePermissions', icon: FileProtectOutlined },
  ];
  const password: NavItem = { key: '/user/password', label: 'layout:user.password', icon: KeyOutlined };
  if (role === ROLES.seeker) return [...seeker, password];
  if (role === ROLES.hr) return [...hr, password];
  return [password];
}

/** Admin sidebar: every admin page (docs/product/admin.md#layout), the audit log last. */
export function adminNav(): NavItem[] {
  return [
    { key: '/admin/dashboard', label: 'layout:admin.dashboard', icon: BarChartOutlined },
    { key: '/admin/users', label: 'layout:admin.users', icon: UserOutlined },
    { key: '/admin/jobs', label: 'layout:admin.jobs', icon: SolutionOutlined },
    { key: '/admin/certificates', label: 'layout:admin.certificates', icon: SafetyCertificateOutlined },
    { key: '/admin/majors', label: 'layout:admin.majors', icon: ReadOutlined },
    { key: '/admin/standards', label: 'layout:admin.standards', icon: BookOutlined },
    { key: '/admin/courses', label: 'layout:admin.courses', icon: PlayCircleOutlined },
    { key: '/admin/forum', label: 'layout:admin.forum', icon: CommentOutlined },
    { key: '/admin/carousel', label: 'layout:admin.carousel', icon: PictureOutlined },
    { key: '/admin/bid', label: 'layout:admin.bid', icon: IdcardOutlined },
    {
      key: '/admin/com',
      label: 'layout:admin.company',
      icon: ShopOutlined,
      children: [
        { key: '/admin/com/service', label: 'layout:admin.comService', icon: FileTextOutlined },
        { key: '/admin/com/achievement', label: 'layout:admin.comAchievement', icon: TrophyOutlined },
        { key: '/admin/com/qualification', label: 'layout:admin.comQualification', icon: FileProtectOutlined },
        { key: '/admin/com/carousel', label: 'layout:admin.comCarousel', icon: CameraOutlined },
      ],
    },
    { key: '/admin/audit', label: 'layout:admin.audit', icon: AuditOutlined },
  ];
}

/** antd Menu items with translated labels. */
export function toMenuItems(items: NavItem[], t: (label: NavLabel) => string): MenuItem[] {
  return items.map(({ icon: Icon, ...item }) => ({
    key: item.key,
    icon: Icon && <Icon />,
    label: t(item.label),
    ...(item.children ? { children: toMenuItems(item.children, t) } : {}),
  }));
}

export type MenuItem = { key: string; icon?: ReactNode; label: string; children?: MenuItem[] };

/** The label key of the item at `path`, searching sub-menus too. */
export function findNavLabel(items: NavItem[], path: string): NavLabel | undefined {
  for (const item of items) {
    if (item.key === path) return item.label;
    const inner = item.children && findNavLabel(item.children, path);
    if (inner) return inner;
  }
  return undefined;
}
