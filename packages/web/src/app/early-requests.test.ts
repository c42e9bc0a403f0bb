// @vitest-environment happy-dom
import { API_PREFIX, jobsApi, ROLES, STORAGE_KEYS } from '@app/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTalentSearch, talentApiQuery } from '../features/talents/search-params.ts';
import { request } from '../lib/api-client.ts';
import { callPage } from '../lib/call.ts';
import { startEarlyRequests } from './early-requests.ts';

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the light pages’ first calls, started by the entry (ADR 0097)', () => {
  it('/jobs: the search the page asks for and the header’s oil go out once, with the stored login', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'early-token');
    window.history.replaceState(null, '', `/jobs?key_word=${encodeURIComponent('桥梁')}&address=wuhan&pn=2`);
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      answer(
        url.includes('/search/job')
          ? { code: 0, msg: 'ok', data: [], total: 31 }
          : { code: 0, msg: 'ok', data: { crude_num: 5, profile_pic_url: '' } },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequests();
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toHaveLength(2);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-token': 'early-token' });

    // The page's own call (its parameters in its own order) takes the early answer: no second request.
    const page = await callPage(jobsApi.search, {
      query: { key_word: '桥梁', address: 'wuhan', pn: 2, p_size: 10 },
    });
    expect(page.total).toBe(31);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Taken once: the next same call goes out.
    await callPage(jobsApi.search, { query: { key_word: '桥梁', address: 'wuhan', pn: 2, p_size: 10 } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('/job/{id}: the detail; signed out or on another page: nothing', () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer({ code: 0, msg: 'ok', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/job/7');
    startEarlyRequests();
    expect(fetchMock).not.toHaveBeenCalled();
    localStorage.setItem(STORAGE_KEYS.token, 't');
    window.history.replaceState(null, '', '/home');
    startEarlyRequests();
    expect(fetchMock).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/job/7');
    startEarlyRequests();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `${API_PREFIX}/hunter/get/job?id=7`,
      `${API_PREFIX}/user/get/crude/and/profile`,
    ]);
  });

  it("/talents: an HR's search as the page builds it (cert and major as JSON array text), taken by the page", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'hr-token');
    localStorage.setItem(STORAGE_KEYS.role, ROLES.hr);
    window.history.replaceState(
      null,
      '',
      `/talents?key_word=${encodeURIComponent('桥梁')}&cert=3,6&min_experience=5&pn=2`,
    );
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      answer(
        url.includes('/hr/search/user/list')
          ? { code: 0, msg: 'ok', data: [], total: 17 }
          : { code: 0, msg: 'ok', data: { crude_num: 5, profile_pic_url: '' } },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequests();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `${API_PREFIX}/hr/search/user/list?pn=2&p_size=12&key_word=${encodeURIComponent('桥梁')}&cert=${encodeURIComponent('[3,6]')}&min_experience=5`,
      `${API_PREFIX}/user/get/crude/and/profile`,
    ]);
    // The page's own call (useTalentSearch: talentApiQuery of the same URL) takes the early answer.
    const envelope = await request(`${API_PREFIX}/hr/search/user/list`, {
      query: talentApiQuery(readTalentSearch(new URLSearchParams(window.location.search))),
    });
    expect(envelope.total).toBe(17);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('/talents and /talent/{id} of another role: nothing (the pages are the HR’s and ask for nothing)', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'seeker-token');
    localStorage.setItem(STORAGE_KEYS.role, ROLES.seeker);
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer({ code: 0, msg: 'ok', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    for (const path of ['/talents', '/talent/12']) {
      window.history.replaceState(null, '', path);
      startEarlyRequests();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("/talent/{id}: an HR's resume call, its refusal (403) taken by the page as the server gave it", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'hr-token');
    localStorage.setItem(STORAGE_KEYS.role, ROLES.hr);
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url.includes('/resume/')
        ? new Response(
            JSON.stringify({ code: 403, msg: '该简历未公开', msg_en: 'This resume is closed', data: null }),
            {
              status: 403,
              headers: { 'content-type': 'application/json' },
            },
          )
        : answer({ code: 0, msg: 'ok', data: { crude_num: 5, profile_pic_url: '' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    for (const path of ['/talent/0', '/talent/abc']) {
      window.history.replaceState(null, '', path);
      startEarlyRequests();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/talent/12');
    startEarlyRequests();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `${API_PREFIX}/hr/get/user/resume/12`,
      `${API_PREFIX}/user/get/crude/and/profile`,
    ]);
    await expect(request(`${API_PREFIX}/hr/get/user/resume/12`)).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
