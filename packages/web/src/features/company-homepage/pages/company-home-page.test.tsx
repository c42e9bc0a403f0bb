// @vitest-environment happy-dom
import type { Homepage, HomepageItem } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { CompanyHomePage } from './company-home-page.tsx';

const item = (id: number, section: HomepageItem['section'], title: string, enTitle: string): HomepageItem => ({
  id,
  section,
  title,
  en_title: enTitle,
  body: `${title}的介绍`,
  en_body: `About ${enTitle}`,
  image_url: section === 'carousel' || section === 'achievement' ? `/files/homepage/0/${id}.png` : null,
  link: section === 'carousel' ? '/jobs' : '',
  position: id,
  update_time: '2026-01-01T00:00:00.000Z',
});

const homepage: Homepage = {
  carousel: [item(1, 'carousel', '连接工程企业与专业人才', 'Connecting firms with engineers')],
  service: [
    item(2, 'service', '工程人才招聘', 'Engineering recruitment'),
    item(3, 'service', '规范标准库', 'Standards library'),
  ],
  achievement: [item(4, 'achievement', '服务 1,200 余家企业', 'Serving 1,200+ firms')],
  qualification: [item(5, 'qualification', '人力资源服务许可证', 'Human resources service licence')],
};

const serve = () => fakeApi({ 'GET /u/v1/user/get/homepage': () => ({ data: homepage }) });

describe('the company page (/company)', { timeout: 30_000 }, () => {
  it('shows the carousel, service scope, achievements and qualifications in Chinese, without a login', async () => {
    const calls = serve();
    await renderInApp(<CompanyHomePage />, { path: '/company' });

    expect(await screen.findByRole('heading', { name: '连接工程企业与专业人才' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '服务范围' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '业绩' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '资质' })).toBeTruthy();
    const services = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(services).toEqual(['工程人才招聘', '规范标准库', '服务 1,200 余家企业', '人力资源服务许可证']);
    expect(screen.getByText('工程人才招聘的介绍')).toBeTruthy();
    expect(screen.getByRole('img', { name: '服务 1,200 余家企业' }).getAttribute('src')).toBe(
      '/files/homepage/0/4.png',
    );
    expect(screen.getByRole('link', { name: '了解更多' }).getAttribute('href')).toBe('/jobs');
    expect(screen.getByRole('link', { name: '登录 / 注册' }).getAttribute('href')).toBe('/login');
    expect(calls.map((c) => c.path)).toEqual(['/u/v1/user/get/homepage']);
    await waitFor(() => expect(document.title).toContain('公司主页'));
  });

  it('shows every text in English, and the language switch changes it back to Chinese', async () => {
    signIn({ id: 7, nickName: 'Li', role: '3' });
    serve();
    await renderInApp(<CompanyHomePage />, { path: '/company', language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Connecting firms with engineers' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Service scope' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Engineering recruitment' })).toBeTruthy();
    expect(screen.getByText('About Human resources service licence')).toBeTruthy();
    expect(screen.queryByText('工程人才招聘')).toBeNull();
    // Signed in: the header leads back to the site instead of the login.
    expect(screen.getByRole('link', { name: 'Back to the site' }).getAttribute('href')).toBe('/home');

    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '简体中文' }));
    expect(await screen.findByRole('heading', { name: '工程人才招聘' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '服务范围' })).toBeTruthy();
  });

  it('says so when the content cannot be loaded', async () => {
    fakeApi({ 'GET /u/v1/user/get/homepage': () => ({ status: 500, msg: '服务器开小差了', msg_en: 'Server error' }) });
    await renderInApp(<CompanyHomePage />, { path: '/company' });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
