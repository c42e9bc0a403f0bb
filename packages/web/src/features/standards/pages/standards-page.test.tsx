// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { useCrudeAndProfile } from '../../accounts/api.ts';
import { saveFile } from '../save-file.ts';
import { freeStandard, paidStandard, pdfResponse, serveFiles, serveWebPage, withRoutes } from '../test/standards.tsx';
import { StandardsPage } from './standards-page.tsx';

vi.mock('../save-file.ts', () => ({ saveFile: vi.fn() }));

const LIST = '/u/v1/user/get/standard/list';
const SEARCH = '/u/v1/user/search/standard';
const CRUDE = '/u/v1/user/get/crude/and/profile';
const BUY = '/u/v1/user/buy/standard';
const OIL_SETTINGS = '/u/v1/base/get/oil/settings';

function serve(answer: Answer = { data: [freeStandard, paidStandard], total: 2 }, extra = {}) {
  return fakeApi({
    [`POST ${LIST}`]: () => answer,
    [`POST ${SEARCH}`]: () => answer,
    [`GET ${CRUDE}`]: () => ({ data: { profile_pic_url: '', crude_num: 20 } }),
    [`GET ${OIL_SETTINGS}`]: () => ({ data: { signup_grant: 200 } }),
    ...extra,
  });
}

/** The header's oil amount, from the query the header reads. */
function HeaderOil() {
  return <output data-testid="oil">{useCrudeAndProfile().data?.crude_num}</output>;
}

async function show(path = '/standards', language: 'zh' | 'en' = 'zh', beside: ReactNode = null) {
  signIn({ id: 3, nickName: '张工', role: '3' });
  return renderInApp(
    <>
      {beside}
      {withRoutes('/standards', <StandardsPage />)}
    </>,
    { path, language },
  );
}

const calls = (all: ReturnType<typeof fakeApi>, path: string) => all.filter((c) => c.path === path);
const here = () => screen.getByTestId('here').textContent ?? '';
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => vi.mocked(saveFile).mockClear());

// antd tables, selects and modals in happy-dom take seconds on a loaded machine.
describe('/standards', { timeout: 30_000 }, () => {
  it('lists page 1 of 10, newest first, with name, version, downloads, oil price and the action', async () => {
    const all = serve();
    await show();
    await screen.findByText('混凝土结构设计规范');
    expect(calls(all, LIST)[0]?.body).toEqual({ pn: 1, psize: 10 });
    expect(calls(all, SEARCH)).toHaveLength(0);
    const free = within(row('混凝土结构设计规范'));
    for (const text of ['Code for design of concrete structures', 'GB 50010-2010', '120', '免费', '下载'])
      expect(free.getByText(text)).toBeTruthy();
    const paid = within(row('建筑抗震设计规范'));
    for (const text of ['GB 50011-2010', '45', '5 油量', '购买']) expect(paid.getByText(text)).toBeTruthy();
  });

  it('maps the URL search to the search call: ch_name, en_name, ver, comment, pn and psize', async () => {
    const all = serve({ data: [paidStandard], total: 40 });
    await show(
      '/standards?ch_name=%E6%8A%97%E9%9C%87&en_name=seismic&ver=50011&comment=%E7%83%88%E5%BA%A6&pn=2&p_size=20',
    );
    await screen.findByText('建筑抗震设计规范');
    expect(calls(all, SEARCH)[0]?.body).toEqual({
      pn: 2,
      psize: 20,
      ch_name: '抗震',
      en_name: 'seismic',
      ver: '50011',
      comment: '烈度',
    });
    expect((screen.getByRole('textbox', { name: '中文名称' }) as HTMLInputElement).value).toBe('抗震');
  });

  it('the search form goes to the URL and the call (trimmed, empty fields left out), back to page 1', async () => {
    const all = serve();
    await show('/standards?pn=3&p_size=30');
    await screen.findByText('混凝土结构设计规范');
    fireEvent.change(screen.getByRole('textbox', { name: '中文名称' }), { target: { value: ' 混凝 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '版本号' }), { target: { value: 'GB' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(here()).toBe(`/standards?ch_name=${encodeURIComponent('混凝')}&ver=GB&p_size=30`));
    await waitFor(() =>
      expect(calls(all, SEARCH).at(-1)?.body).toEqual({ pn: 1, psize: 30, ch_name: '混凝', ver: 'GB' }),
    );
  });

  it('offers the page sizes 10, 20, 30 and 50, and a new size starts at page 1', async () => {
    serve({ data: [freeStandard], total: 200 });
    await show('/standards?pn=2');
    await screen.findByText('混凝土结构设计规范');
    fireEvent.mouseDown(within(document.querySelector('.ant-pagination') as HTMLElement).getByRole('combobox'));
    const option = { selector: '.ant-select-item-option-content' };
    for (const size of [10, 20, 30, 50]) expect(await screen.findByText(`${size} 条/页`, option)).toBeTruthy();
    fireEvent.click(screen.getByText('50 条/页', option));
    await waitFor(() => expect(here()).toBe('/standards?p_size=50'));
  });

  it('a row click opens /standard/{id}; the action button does not', async () => {
    serve(undefined, { [`POST ${BUY}`]: () => ({ data: { balance: 15, charged: 5 } }) });
    await show();
    fireEvent.click(await screen.findByText('GB 50011-2010'));
    await waitFor(() => expect(here()).toBe('/standard/2'));
  });

  it('a purchase asks to confirm the oil to spend, buys, refreshes the header oil and turns into Download', async () => {
    let bought = false;
    const all = serve(undefined, {
      [`GET ${CRUDE}`]: () => ({ data: { profile_pic_url: '', crude_num: bought ? 15 : 20 } }),
      [`POST ${LIST}`]: () => ({ data: [freeStandard, { ...paidStandard, purchased: bought }], total: 2 }),
      [`POST ${BUY}`]: () => {
        bought = true;
        return { data: { balance: 15, charged: 5 } };
      },
    });
    await show('/standards', 'zh', <HeaderOil />);
    await waitFor(() => expect(screen.getByTestId('oil').textContent).toBe('20'));
    fireEvent.click(within(row('建筑抗震设计规范')).getByRole('button', { name: /购买/ }));
    expect(await screen.findByText('确定花费 5 油量购买该标准吗？')).toBeTruthy();
    expect(calls(all, BUY)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确认购买' }));
    expect(await screen.findByText('购买成功，现在可以下载了')).toBeTruthy();
    expect(calls(all, BUY)[0]?.body).toEqual({ id: 2 });
    await waitFor(() => expect(screen.getByTestId('oil').textContent).toBe('15'));
    await waitFor(() => expect(within(row('建筑抗震设计规范')).getByRole('button', { name: /下载/ })).toBeTruthy());
  });

  it('cancelling the purchase shows an info message and buys nothing', async () => {
    const all = serve();
    await show();
    await screen.findByText('建筑抗震设计规范');
    fireEvent.click(within(row('建筑抗震设计规范')).getByRole('button', { name: /购买/ }));
    await screen.findByText('确定花费 5 油量购买该标准吗？');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已取消购买')).toBeTruthy();
    expect(calls(all, BUY)).toHaveLength(0);
  });

  it("not enough oil shows the server's message in the interface language", async () => {
    serve(undefined, {
      [`POST ${BUY}`]: () => ({
        status: 400,
        msg: '油量不足（余额 3，需要 5）',
        msg_en: 'Not enough oil (balance 3, price 5)',
      }),
    });
    await show('/standards', 'en');
    await screen.findByText('Code for seismic design of buildings');
    fireEvent.click(within(row('Code for seismic design of buildings')).getByRole('button', { name: /Buy/ }));
    expect(await screen.findByText('Spend 5 oil to buy this standard?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Not enough oil (balance 3, price 5)')).toBeTruthy();
    expect(within(row('Code for seismic design of buildings')).getByRole('button', { name: /Buy/ })).toBeTruthy();
  });

  it('disables Buy when the balance is below the price and says why beside it; a click asks nothing', async () => {
    const all = serve(undefined, { [`GET ${CRUDE}`]: () => ({ data: { profile_pic_url: '', crude_num: 3 } }) });
    await show();
    await screen.findByText('建筑抗震设计规范');
    const paid = within(row('建筑抗震设计规范'));
    expect(await paid.findByText('油量不足：需要 5，当前 3')).toBeTruthy();
    const buy = paid.getByRole('button', { name: /购买/ }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    expect(buy.getAttribute('title')).toBe('油量不足：需要 5，当前 3');
    fireEvent.click(buy);
    expect(screen.queryByText('确定花费 5 油量购买该标准吗？')).toBeNull();
    expect(calls(all, BUY)).toHaveLength(0);
    // The free one still downloads.
    expect(
      (within(row('混凝土结构设计规范')).getByRole('button', { name: /下载/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('says the reason in English too, and keeps Buy enabled when the balance equals the price', async () => {
    const dearer = { ...paidStandard, id: 9, ch_name: '更贵的规范', en_name: 'A dearer code', crude_num: 8 };
    serve(undefined, {
      [`GET ${CRUDE}`]: () => ({ data: { profile_pic_url: '', crude_num: 5 } }),
      [`POST ${LIST}`]: () => ({ data: [paidStandard, dearer], total: 2 }),
    });
    await show('/standards', 'en');
    const short = within((await screen.findByText('A dearer code')).closest('tr') as HTMLElement);
    expect(await short.findByText('Not enough oil: needs 8, you have 5')).toBeTruthy();
    expect((short.getByRole('button', { name: /Buy/ }) as HTMLButtonElement).disabled).toBe(true);
    const enough = within(row('Code for seismic design of buildings'));
    expect((enough.getByRole('button', { name: /Buy/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(enough.queryByText(/Not enough oil/)).toBeNull();
  });

  it("explains oil: what it is, the administrator's sign-up amount, and to contact the platform for more", async () => {
    serve(undefined, { [`GET ${CRUDE}`]: () => ({ data: { profile_pic_url: '', crude_num: 0 } }) });
    await show();
    const explainer = await screen.findByTestId('oil-explainer');
    await waitFor(() =>
      expect(explainer.textContent).toContain(
        '新账号注册即获赠 200 油量（数量由管理员设定）；如需更多油量，请联系平台。',
      ),
    );
    expect(explainer.textContent).toContain('什么是油量？');
    expect(explainer.textContent).toContain('当前余额 0 油量');
  });

  it('says sign-up gives no oil when the administrator set 0', async () => {
    serve(undefined, { [`GET ${OIL_SETTINGS}`]: () => ({ data: { signup_grant: 0 } }) });
    await show('/standards', 'en');
    const explainer = await screen.findByTestId('oil-explainer');
    await waitFor(() =>
      expect(explainer.textContent).toContain('Sign-up currently gives no oil (set by the administrator)'),
    );
  });

  it("repeat clicks on an item being downloaded are ignored; the file is saved under the server's name", async () => {
    serve();
    let finish: (response: Response) => void = () => {};
    const downloads = serveFiles(() => new Promise<Response>((resolve) => (finish = resolve)));
    await show();
    await screen.findByText('混凝土结构设计规范');
    const button = within(row('混凝土结构设计规范')).getByRole('button', { name: /下载/ });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.get('id')).toBe('1');
    finish(pdfResponse('混凝土结构设计规范 GB 50010-2010.pdf'));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('混凝土结构设计规范 GB 50010-2010.pdf');
    fireEvent.click(within(row('混凝土结构设计规范')).getByRole('button', { name: /下载/ }));
    await waitFor(() => expect(downloads).toHaveLength(2));
  });

  it("a download refused shows the server's message; one answering a web page says the format is wrong", async () => {
    serve();
    let answer = () =>
      new Response(JSON.stringify({ code: 403, msg: '请先购买该标准', msg_en: 'Buy this standard first' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    serveFiles(() => answer());
    await show();
    await screen.findByText('混凝土结构设计规范');
    fireEvent.click(within(row('混凝土结构设计规范')).getByRole('button', { name: /下载/ }));
    expect(await screen.findByText('下载失败：请先购买该标准')).toBeTruthy();
    answer = () => new Response('<!doctype html><title>app</title>', { headers: { 'content-type': 'text/html' } });
    fireEvent.click(within(row('混凝土结构设计规范')).getByRole('button', { name: /下载/ }));
    expect(await screen.findByText('服务器返回格式错误')).toBeTruthy();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('a list answered by a web page instead of the envelope says the list failed and lists nothing', async () => {
    serve();
    serveWebPage(LIST);
    await show();
    expect(await screen.findByText('获取标准列表失败，请稍后重试')).toBeTruthy();
    expect(screen.queryByText('混凝土结构设计规范')).toBeNull();
  });

  it('says the list failed, or the search failed when searching', async () => {
    const failed = { status: 500, msg: '', msg_en: '' };
    serve(failed);
    const first = await show();
    expect(await screen.findByText('获取标准列表失败，请稍后重试')).toBeTruthy();
    first.unmount();
    serve(failed);
    await show('/standards?ch_name=%E6%A1%A5');
    expect(await screen.findByText('搜索标准失败，请稍后重试')).toBeTruthy();
  });

  it('speaks English: Free, oil prices and the English name first', async () => {
    serve();
    await show('/standards', 'en');
    const free = within(
      (await screen.findByText('Code for design of concrete structures')).closest('tr') as HTMLElement,
    );
    expect(free.getByText('Free')).toBeTruthy();
    expect(free.getByText('混凝土结构设计规范')).toBeTruthy();
    expect(screen.getByText('5 oil')).toBeTruthy();
    expect(document.title).toContain('Standards');
  });
});
