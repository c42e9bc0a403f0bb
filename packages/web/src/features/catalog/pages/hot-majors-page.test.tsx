// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { HotMajorsPage } from './hot-majors-page.tsx';

const rows = [
  {
    id: 2,
    name: '结构工程',
    en_name: 'Structural Engineering',
    category: 'civil',
    job_count: 6,
    talent_count: 9,
    growth: 2,
    score: 31,
    level: 'hot',
  },
  {
    id: 8,
    name: '暖通空调',
    en_name: 'HVAC',
    category: 'mep',
    job_count: 1,
    talent_count: 2,
    growth: -1,
    score: 5,
    level: 'steady',
  },
];

describe('/hot-majors', { timeout: 30_000 }, () => {
  it('lists the ranking with levels and growth, each major linking to its page; asks the server for the page', async () => {
    const calls = fakeApi({
      'GET /u/v1/user/get/hot/majors': () => ({ data: rows, total: 2 }),
      'GET /u/v1/user/get/major/categories': () => ({ data: ['civil', 'mep'] }),
    });
    signIn({ id: 5, nickName: '张工', role: '2' });
    await renderInApp(<HotMajorsPage />, { path: '/hot-majors', language: 'en' });
    const link = await screen.findByRole('link', { name: /Structural Engineering/ });
    expect(link.getAttribute('href')).toBe('/major/2');
    expect(screen.getByText('Hot')).toBeTruthy();
    expect(screen.getByText('Steady')).toBeTruthy();
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.getByText('2 majors')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/u/v1/user/get/hot/majors')).toBe(true));
    const first = calls.find((c) => c.path === '/u/v1/user/get/hot/majors');
    expect(first?.query.get('pn')).toBe('1');
    expect(first?.query.get('p_size')).toBe('10');
    expect(document.title).toContain('Hot majors');
  });
});
