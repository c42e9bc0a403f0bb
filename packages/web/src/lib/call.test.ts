import { jobsApi } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, callPage } from './call.ts';

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
const sent = () => {
  const [url, init] = (fetchMock.mock.calls[0] ?? []) as [string, RequestInit];
  return { url, init };
};

beforeEach(() => {
  fetchMock = vi.fn(async () => answer({ code: 0, msg: 'ok', data: [], total: 0 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('sends a GET with its query under the API prefix', async () => {
    await callPage(jobsApi.search, { query: { pn: 2, key_word: '电气' } });
    expect(sent().url).toBe('/u/v1/hunter/search/job?pn=2&key_word=%E7%94%B5%E6%B0%94');
    expect(sent().init.method).toBe('GET');
  });

  it('sends a body as JSON with the route method', async () => {
    await call(jobsApi.withdraw, { body: { application_id: 7 } });
    expect(sent().init.method).toBe('POST');
    expect(sent().init.body).toBe('{"application_id":7}');
  });

  it('sends an upload route its file and fields as multipart', async () => {
    const file = new Blob(['x']);
    const route = { ...jobsApi.apply, multipart: 'avatar' as const };
    await call(route, { body: { job_id: 3 }, file });
    const body = sent().init.body as FormData;
    expect(body.get('job_id')).toBe('3');
    expect(body.get('file')).toBeInstanceOf(Blob);
  });

  it('returns a page with its total', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({ code: 0, msg: 'ok', data: [{ id: 1 }], total: 12_000, total_capped: true }),
    );
    expect(await callPage(jobsApi.myApplications, { query: {} })).toEqual({
      list: [{ id: 1 }],
      total: 12_000,
      capped: true,
    });
  });

  it('makes a wrong parameter a compile error', () => {
    const typeOnly = () => {
      // @ts-expect-error the query of a job is its id
      void call(jobsApi.detail, { query: { job: 1 } });
      // @ts-expect-error a job needs its query
      void call(jobsApi.detail);
      // @ts-expect-error a call without a body takes none
      void call(jobsApi.hot, { body: { id: 1 } });
      void call(jobsApi.hot);
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});

describe('API paths', () => {
  it('are written only in the route table, never in the web', async () => {
    const { apiOperations } = await import('@app/shared');
    const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/test/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const paths = new Set(apiOperations().map(({ route }) => route.path));
    const written = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/['"`](\/u\/v1)?(\/[a-z_]+(?:\/[a-z_:]+)+)['"`/?]/g)]
        .filter((match) => match[1] || paths.has(match[2] ?? ''))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(written).toEqual([]);
  });
});
