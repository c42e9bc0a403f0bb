// @vitest-environment happy-dom
import { SEARCH_TOTAL_CAP } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { JobsPage } from './jobs-page.tsx';

function serve(total: number, capped: boolean) {
  return fakeApi({
    'GET /u/v1/user/get/major/list': () => ({ data: [] }),
    'GET /u/v1/user/get/cert/list': () => ({ data: [] }),
    'GET /u/v1/hunter/search/job': () => ({ data: [], total, ...(capped ? { total_capped: true } : {}) }),
  });
}

describe('the /jobs total', () => {
  it('shows a capped total as "10,000+ 个职位" and pages only to the window\'s last page', async () => {
    signIn({ id: 3, nickName: '求职者', role: '3' });
    serve(SEARCH_TOTAL_CAP, true);
    await renderInApp(<JobsPage />, { path: '/jobs' });
    expect((await screen.findAllByText('10,000+ 个职位')).length).toBeGreaterThan(0);
    expect(screen.getByTitle('1000')).toBeTruthy();
    expect(screen.queryByTitle('1001')).toBeNull();
  });

  it('says "10,000+ jobs" in English and keeps an exact total as it is', async () => {
    signIn({ id: 3, nickName: 'Seeker', role: '3' });
    serve(SEARCH_TOTAL_CAP, true);
    const capped = await renderInApp(<JobsPage />, { path: '/jobs', language: 'en' });
    expect((await screen.findAllByText('10,000+ jobs')).length).toBeGreaterThan(0);
    capped.unmount();
    serve(23, false);
    await renderInApp(<JobsPage />, { path: '/jobs', language: 'en' });
    expect((await screen.findAllByText('23 jobs')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/\+ jobs/)).toBeNull();
  });

  it('says "1 job" for a single result in English', async () => {
    signIn({ id: 3, nickName: 'Seeker', role: '3' });
    serve(1, false);
    await renderInApp(<JobsPage />, { path: '/jobs', language: 'en' });
    expect((await screen.findAllByText('1 job')).length).toBeGreaterThan(0);
    expect(screen.queryByText('1 jobs')).toBeNull();
  });
});

const option = { selector: '.ant-select-item-option-content' };

/** The order's shown choice, and its list opened. */
async function openOrder(name: string) {
  const order = await screen.findByRole('combobox', { name });
  const shown = order.closest('.ant-select')?.querySelector('.ant-select-content')?.textContent;
  fireEvent.mouseDown(order);
  return shown;
}

describe('the /jobs order', () => {
  it('offers relevance with a keyword and the best match to a job seeker, and keeps the choice in the search', async () => {
    signIn({ id: 3, nickName: '求职者', role: '3' });
    const calls = serve(5, false);
    await renderInApp(<JobsPage />, { path: `/jobs?key_word=${encodeURIComponent('桥梁')}` });
    expect(await openOrder('排序')).toBe('综合排序');
    expect(await screen.findByText('最匹配', option)).toBeTruthy();
    fireEvent.click(screen.getByText('薪资最高', option));
    await waitFor(() => expect(calls.at(-1)?.query.get('sort')).toBe('salary'));
    expect(calls.at(-1)?.query.get('key_word')).toBe('桥梁');
  });

  it('shows the newest first without a keyword and no best match to a recruiter', async () => {
    signIn({ id: 2, nickName: 'HR', role: '2' });
    serve(5, false);
    await renderInApp(<JobsPage />, { path: '/jobs', language: 'en' });
    expect(await openOrder('Sort by')).toBe('Newest');
    expect(await screen.findByText('Highest salary', option)).toBeTruthy();
    expect(screen.queryByText('Best match')).toBeNull();
    expect(screen.queryByText('Relevance')).toBeNull();
  });
});
