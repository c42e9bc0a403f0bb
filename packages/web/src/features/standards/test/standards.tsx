import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { Here } from '../../../test/render.tsx';
import type { OilLedgerEntry } from '../../oil/api.ts';
import type { MyStandard, StandardDetail } from '../api.ts';

export const freeStandard: StandardDetail = {
  id: 1,
  ch_name: '混凝土结构设计规范',
  en_name: 'Code for design of concrete structures',
  ver: 'GB 50010-2010',
  comment: '混凝土结构设计的基本规定',
  description: '适用于房屋和一般构筑物的钢筋混凝土结构设计。',
  download_times: 120,
  crude_num: 0,
  purchased: true,
  file_size: 1_258_291,
  create_time: '2026-10-01T08:00:00.000Z',
};

export const paidStandard: StandardDetail = {
  id: 2,
  ch_name: '建筑抗震设计规范',
  en_name: 'Code for seismic design of buildings',
  ver: 'GB 50011-2010',
  comment: '抗震设防烈度 6 度及以上地区',
  description: '',
  download_times: 45,
  crude_num: 5,
  purchased: false,
  file_size: 2048,
  create_time: '2026-10-02T08:00:00.000Z',
};

const { description: _description, ...listed } = paidStandard;
export const myStandard: MyStandard = { ...listed, purchased: true, purchase_time: '2026-11-20T06:30:00.000Z' };

export const ledger: OilLedgerEntry[] = [
  {
    id: 11,
    amount: -5,
    reason: 'purchase',
    note: '',
    balance_after: 15,
    standard_id: 2,
    standard_name: '建筑抗震设计规范',
    create_time: '2026-11-20T06:30:00.000Z',
  },
  {
    id: 10,
    amount: 20,
    reason: 'signup',
    note: '',
    balance_after: 20,
    standard_id: null,
    standard_name: null,
    create_time: '2026-11-01T06:30:00.000Z',
  },
];

/** `page` at `path`, the standard detail route beside it, and where the app is now (data-testid "here"). */
export function withRoutes(path: string, page: ReactNode) {
  return (
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/standard/:id" element={<p>standard detail</p>} />
      </Routes>
      <Here />
    </>
  );
}

/** A PDF answer (or anything else) for the download call; other calls go to the fake API stubbed before. */
export function serveFiles(answer: (query: URLSearchParams) => Response | Promise<Response>) {
  const api = globalThis.fetch;
  const downloads: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/u/v1/user/download/standard') return api(input, init);
    downloads.push(url.searchParams);
    return answer(url.searchParams);
  });
  return downloads;
}

/** `path` answers a web page (a proxy's error, the app's own index.html) instead of the envelope. */
export function serveWebPage(path: string) {
  const api = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname !== path) return api(input, init);
    return new Response('<!doctype html><title>app</title>', { headers: { 'content-type': 'text/html' } });
  });
}

export const pdfResponse = (name = '建筑抗震设计规范 GB 50011-2010.pdf') =>
  new Response(new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="standard.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
