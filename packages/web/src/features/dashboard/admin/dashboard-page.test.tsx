// @vitest-environment happy-dom
import { DASHBOARD_DAYS, type Dashboard } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const day = (i: number) => new Date(Date.UTC(2026, 10, 23) - (DASHBOARD_DAYS - 1 - i) * 86_400_000);
const answer: Dashboard = {
  users: { seekers: 1203, hrs: 87, admins: 3, disabled: 5, new_last_30_days: 164 },
  jobs: { recruiting: 412, ended: 96, under_review: 17, approved: 480, rejected: 11, edits_under_review: 4 },
  applications: { total: 2311, last_30_days: 377 },
  view_requests: { pending: 9, allowed: 41, rejected: 6, revoked: 2 },
  standards: { listed: 30, downloads: 658, purchases: 143 },
  oil: { granted: 48_000, spent: 3_910, deducted: 120 },
  series: Array.from({ length: DASHBOARD_DAYS }, (_, i) => ({
    day: day(i).toISOString().slice(0, 10),
    registrations: i % 7,
    jobs: i % 3,
    applications: i % 5,
    purchases: i % 2,
    oil_granted: 200 * (i % 4),
    oil_spent: 30 * (i % 3),
  })),
};

/** The card titled `title`, to read its figures. */
const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('the admin dashboard (/admin/dashboard)', { timeout: 30_000 }, () => {
  it('shows the figures of the answer in Chinese, grouped, with a way to the review queue', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = fakeApi({ 'GET /u/v1/admin/get/dashboard': () => ({ data: answer }) });
    await renderInApp(<DashboardPage />, { path: '/admin/dashboard' });

    await screen.findByText('用户');
    expect(screen.getByRole('heading', { name: '数据概览' })).toBeTruthy();
    const users = card('用户');
    expect(within(users).getByText('求职者')).toBeTruthy();
    expect(within(users).getByText('1,203')).toBeTruthy();
    expect(within(users).getByText('164')).toBeTruthy();
    const jobs = card('职位');
    expect(within(jobs).getByText('审核中')).toBeTruthy();
    expect(within(jobs).getByText('17')).toBeTruthy();
    expect(within(jobs).getByRole('link', { name: '去审核' }).getAttribute('href')).toBe('/admin/jobs');
    expect(within(card('简历查看申请')).getByText('41')).toBeTruthy();
    expect(within(card('规范标准')).getByText('658')).toBeTruthy();
    expect(within(card('油量')).getByText('48,000')).toBeTruthy();
    expect(screen.getByRole('figure', { name: '每日新增' })).toBeTruthy();
    expect(document.title).toContain('数据概览');
    expect(calls.filter((c) => c.path === '/u/v1/admin/get/dashboard')).toHaveLength(1);
  });

  it('shows the server message when the figures cannot be loaded', async () => {
    signIn({ id: 1, nickName: 'Admin', role: '1' });
    fakeApi({ 'GET /u/v1/admin/get/dashboard': () => ({ status: 500, msg: '服务器繁忙', msg_en: 'Server busy' }) });
    await renderInApp(<DashboardPage />, { path: '/admin/dashboard', language: 'en' });
    expect(await screen.findByText('Server busy')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
