// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { renderFirstPage } from '../pdf-first-page.ts';
import { freeStandard, paidStandard, pdfResponse, serveFiles, serveWebPage } from '../test/standards.tsx';
import { StandardDetailPage } from './standard-detail-page.tsx';

vi.mock('../pdf-first-page.ts', () => ({ renderFirstPage: vi.fn(async () => {}) }));
vi.mock('../save-file.ts', () => ({ saveFile: vi.fn() }));

const DETAIL = '/u/v1/user/get/standard';

function serve(answer: (id: string | null) => Answer, extra = {}) {
  return fakeApi({
    [`GET ${DETAIL}`]: (call) => answer(call.query.get('id')),
    'GET /u/v1/user/get/crude/and/profile': () => ({ data: { profile_pic_url: '', crude_num: 20 } }),
    ...extra,
  });
}

async function show(path: string, language: 'zh' | 'en' = 'zh') {
  signIn({ id: 3, nickName: '张工', role: '3' });
  return renderInApp(
    <Routes>
      <Route path="/standard/:id" element={<StandardDetailPage />} />
    </Routes>,
    { path, language },
  );
}

beforeEach(() => vi.mocked(renderFirstPage).mockClear());

describe('/standard/{id}', { timeout: 30_000 }, () => {
  it('shows both names, version, description, price, downloads and renders the first page of a free one', async () => {
    const all = serve(() => ({ data: freeStandard }));
    const downloads = serveFiles(() => pdfResponse());
    await show('/standard/1');
    expect(await screen.findByRole('heading', { name: '混凝土结构设计规范' })).toBeTruthy();
    for (const text of [
      'Code for design of concrete structures',
      'GB 50010-2010',
      '适用于房屋和一般构筑物的钢筋混凝土结构设计。',
      '免费',
      '120',
      '1.2 MB',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(all.find((c) => c.path === DETAIL)?.query.get('id')).toBe('1');
    await waitFor(() => expect(renderFirstPage).toHaveBeenCalledTimes(1));
    expect(downloads[0]?.get('id')).toBe('1');
    expect(downloads[0]?.get('preview')).toBe('1');
    await waitFor(() => expect(screen.getByTestId('pdf-preview').dataset.state).toBe('shown'));
    expect(screen.getByRole('button', { name: /下载/ })).toBeTruthy();
    expect(document.title).toContain('混凝土结构设计规范');
  });

  it('does not fetch the file of a paid standard not bought: the preview says it shows after purchase', async () => {
    serve(() => ({ data: paidStandard }));
    const downloads = serveFiles(() => pdfResponse());
    await show('/standard/2');
    expect(await screen.findByText('购买后可预览和下载该标准')).toBeTruthy();
    expect(screen.getByText('5 油量')).toBeTruthy();
    expect(screen.getByText('暂无详细介绍')).toBeTruthy();
    expect(screen.getByRole('button', { name: /购买/ })).toBeTruthy();
    expect(downloads).toHaveLength(0);
    expect(renderFirstPage).not.toHaveBeenCalled();
  });

  it('after buying, the preview is fetched and the action becomes Download', async () => {
    let bought = false;
    serve(() => ({ data: { ...paidStandard, purchased: bought } }), {
      'POST /u/v1/user/buy/standard': () => {
        bought = true;
        return { data: { balance: 15, charged: 5 } };
      },
    });
    const downloads = serveFiles(() => pdfResponse());
    await show('/standard/2', 'en');
    fireEvent.click(await screen.findByRole('button', { name: /Buy/ }));
    expect(await screen.findByText('Spend 5 oil to buy this standard?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('button', { name: /Download/ })).toBeTruthy();
    await waitFor(() => expect(downloads).toHaveLength(1));
    await waitFor(() => expect(renderFirstPage).toHaveBeenCalledTimes(1));
  });

  it('disables Buy when the balance is below the price and says why; a click asks nothing', async () => {
    const all = serve(() => ({ data: { ...paidStandard, crude_num: 15 } }), {
      'GET /u/v1/user/get/crude/and/profile': () => ({ data: { profile_pic_url: '', crude_num: 0 } }),
    });
    await show('/standard/2');
    expect(await screen.findByText('油量不足：需要 15，当前 0')).toBeTruthy();
    const buy = screen.getByRole('button', { name: /购买/ }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    expect(buy.getAttribute('aria-describedby')).toBe(screen.getByText('油量不足：需要 15，当前 0').id);
    fireEvent.click(buy);
    expect(screen.queryByText('确定花费 15 油量购买该标准吗？')).toBeNull();
    expect(all.filter((c) => c.path === '/u/v1/user/buy/standard')).toHaveLength(0);
  });

  it('a preview that fails to load says so and still offers the download', async () => {
    serve(() => ({ data: freeStandard }));
    serveFiles(() => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    await show('/standard/1');
    expect(await screen.findByText('预览加载失败，可直接下载查看')).toBeTruthy();
    expect(screen.getByRole('button', { name: /下载/ })).toBeTruthy();
  });

  it('a missing standard says it does not exist; a malformed id asks nothing', async () => {
    serve(() => ({ status: 404, msg: '标准不存在', msg_en: 'Standard not found' }));
    const first = await show('/standard/99');
    expect(await screen.findByText('该标准不存在或已下架')).toBeTruthy();
    first.unmount();
    const all = serve(() => ({ data: freeStandard }));
    await show('/standard/abc');
    expect(await screen.findByText('该标准不存在或已下架')).toBeTruthy();
    expect(all.filter((c) => c.path === DETAIL)).toHaveLength(0);
  });

  it('a detail answered by a web page instead of the envelope says the format is wrong', async () => {
    serve(() => ({ data: freeStandard }));
    serveWebPage(DETAIL);
    await show('/standard/1');
    expect(await screen.findByText('服务器返回格式错误')).toBeTruthy();
  });
});
