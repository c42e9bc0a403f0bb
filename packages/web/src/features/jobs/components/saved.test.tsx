// @vitest-environment happy-dom
import type { SavedJob, SavedSearch } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { hrJob } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { JobCard } from './job-card.tsx';
import { SaveSearchButton } from './save-search-button.tsx';
import { SavedJobsList } from './saved-jobs-list.tsx';
import { SavedSearchesList } from './saved-searches-list.tsx';

const pathsOf = (calls: ReturnType<typeof fakeApi>, path: string) => calls.filter((c) => c.path === path);

/** The save button on a card and the saved lists (ADR 0094). */
describe('saving jobs', { timeout: 30_000 }, () => {
  it('saves a job from its card and then shows it saved', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const saved = new Set<number>();
    const calls = fakeApi({
      'GET /u/v1/hunter/get/saved/job/ids': () => ({ data: [...saved] }),
      'POST /u/v1/hunter/save/job': (call) => {
        saved.add((call.body as { job_id: number }).job_id);
        return { data: null };
      },
    });
    await renderInApp(<JobCard job={hrJob} />, { path: '/jobs' });
    const save = await screen.findByRole('button', { name: /收\s?藏/ });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() =>
      expect(pathsOf(calls, '/u/v1/hunter/save/job').map((c) => c.body)).toEqual([{ job_id: hrJob.id }]),
    );
    expect(await screen.findByRole('button', { name: /已收藏/ })).toBeTruthy();
  });

  it('offers nothing to a recruiter', async () => {
    signIn({ id: 7, nickName: '陈静', role: '2' });
    const calls = fakeApi({});
    await renderInApp(<JobCard job={hrJob} />, { path: '/jobs', language: 'en' });
    expect(await screen.findByText(hrJob.title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(pathsOf(calls, '/u/v1/hunter/get/saved/job/ids')).toEqual([]);
  });

  it('lists saved jobs, marks an ended one and unsaves', async () => {
    signIn({ id: 12, nickName: 'Wang', role: '3' });
    const job = (id: number, title: string, ended: boolean): SavedJob => ({
      ...{ job_id: id, title, company: '华东建筑设计院', city: 'shanghai', job_type: 'full_time' },
      ...{ experience: '3-5', salary: '20-40', ended, saved_time: '2026-11-20T08:00:00.000Z' },
    });
    const calls = fakeApi({
      'GET /u/v1/hunter/get/saved/jobs': () => ({
        data: [job(1, 'Bridge engineer', false), job(2, 'HVAC engineer', true)],
        total: 2,
      }),
      'POST /u/v1/hunter/unsave/job': () => ({ data: null }),
    });
    await renderInApp(<SavedJobsList />, { path: '/user/job-seek?tab=saved', language: 'en' });
    expect((await screen.findByText('Bridge engineer')).closest('a')?.getAttribute('href')).toBe('/job/1');
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.getByText('HVAC engineer').closest('a')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Unsave' })[1] as HTMLElement);
    await waitFor(() => expect(pathsOf(calls, '/u/v1/hunter/unsave/job').map((c) => c.body)).toEqual([{ job_id: 2 }]));
  });
});

describe('saved searches', { timeout: 30_000 }, () => {
  it('saves the current search by name with its alert on', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const calls = fakeApi({ 'POST /u/v1/hunter/save/search': () => ({ data: search }) });
    await renderInApp(
      <SaveSearchButton filters={{ key_word: '结构', address: 'shanghai', major: [], company: ' ' }} />,
      {
        path: '/jobs',
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: /保存搜索/ }));
    const name = await screen.findByLabelText('名称');
    expect((name as HTMLInputElement).value).toBe('结构');
    fireEvent.change(name, { target: { value: '上海结构' } });
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() =>
      expect(pathsOf(calls, '/u/v1/hunter/save/search').map((c) => c.body)).toEqual([
        { name: '上海结构', alert: true, query: { key_word: '结构', address: 'shanghai' } },
      ]),
    );
  });

  it('does not save a search with no keyword and no filter, nor a name the seeker already uses', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    const calls = fakeApi({
      'GET /u/v1/hunter/get/saved/searches': () => ({ data: [{ ...search, name: '上海结构' }] }),
      'POST /u/v1/hunter/save/search': () => ({ data: search }),
    });
    const { unmount } = await renderInApp(<SaveSearchButton filters={{ key_word: ' ', major: [] }} />, {
      path: '/jobs',
    });
    fireEvent.click(await screen.findByRole('button', { name: /保存搜索/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('请先输入关键词或选择筛选条件，再保存搜索');
    expect((screen.getByRole('button', { name: /^保\s?存$/ }) as HTMLButtonElement).disabled).toBe(true);
    unmount();

    await renderInApp(<SaveSearchButton filters={{ key_word: '结构', address: 'shanghai' }} />, { path: '/jobs' });
    fireEvent.click(await screen.findByRole('button', { name: /保存搜索/ }));
    await waitFor(() => expect(pathsOf(calls, '/u/v1/hunter/get/saved/searches').length).toBeGreaterThan(0));
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: '上海结构' } });
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    expect(await screen.findByText('已有同名的保存搜索，请换一个名称')).toBeTruthy();
    expect(pathsOf(calls, '/u/v1/hunter/save/search')).toEqual([]);
  });

  const search: SavedSearch = {
    ...{ id: 5, name: 'Shanghai structures', alert: true, last_alert_time: null },
    ...{
      query: { key_word: 'structure', address: 'shanghai', major: [1, 2] },
      create_time: '2026-11-20T08:00:00.000Z',
    },
  };

  it('lists searches with what they ask for, opens one on /jobs, turns its alert off and deletes it', async () => {
    signIn({ id: 12, nickName: 'Wang', role: '3' });
    const calls = fakeApi({
      'GET /u/v1/hunter/get/saved/searches': () => ({ data: [search] }),
      'POST /u/v1/hunter/update/saved/search/alert': () => ({ data: { ...search, alert: false } }),
      'DELETE /u/v1/hunter/delete/saved/search/5': () => ({ data: null }),
    });
    await renderInApp(<SavedSearchesList />, { path: '/user/job-seek?tab=searches', language: 'en' });
    const link = await screen.findByText('Shanghai structures');
    expect(link.closest('a')?.getAttribute('href')).toBe('/jobs?key_word=structure&address=shanghai&major=1%2C2');
    expect(screen.getByText('structure · Shanghai · Majors: 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'New job alerts' }));
    await waitFor(() =>
      expect(pathsOf(calls, '/u/v1/hunter/update/saved/search/alert').map((c) => c.body)).toEqual([
        { id: 5, alert: false },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this saved search?')).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).find((b) => b.closest('.ant-popover'));
    fireEvent.click(confirm as HTMLElement);
    await waitFor(() => expect(pathsOf(calls, '/u/v1/hunter/delete/saved/search/5')).toHaveLength(1));
  });
});
