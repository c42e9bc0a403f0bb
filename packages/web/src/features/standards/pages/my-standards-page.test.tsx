// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { saveFile } from '../save-file.ts';
import { ledger, myStandard, pdfResponse, serveFiles, withRoutes } from '../test/standards.tsx';
import { MyStandardsPage } from './my-standards-page.tsx';

vi.mock('../save-file.ts', () => ({ saveFile: vi.fn() }));

const MINE = '/u/v1/user/get/my/standards';
const LEDGER = '/u/v1/user/get/oil/ledger';

function serve() {
  return fakeApi({
    [`GET ${MINE}`]: () => ({ data: [myStandard], total: 31 }),
    [`GET ${LEDGER}`]: () => ({ data: ledger, total: 2 }),
  });
}

async function show(path = '/user/standard', language: 'zh' | 'en' = 'zh') {
  signIn({ id: 3, nickName: '张工', role: '3' });
  return renderInApp(withRoutes('/user/standard', <MyStandardsPage />), { path, language });
}

const here = () => screen.getByTestId('here').textContent ?? '';

describe('/user/standard', { timeout: 30_000 }, () => {
  it('lists my purchased standards, paged, and downloads one again without buying', async () => {
    const all = serve();
    const downloads = serveFiles(() => pdfResponse());
    await show('/user/standard?pn=2&p_size=20');
    const row = (await screen.findByText('建筑抗震设计规范')).closest('tr') as HTMLElement;
    expect(within(row).getByText('GB 50011-2010')).toBeTruthy();
    expect(within(row).getByText('2026-11-20', { exact: false })).toBeTruthy();
    const mine = all.find((c) => c.path === MINE);
    expect(Object.fromEntries(mine?.query ?? [])).toEqual({ pn: '2', psize: '20' });
    fireEvent.click(within(row).getByRole('button', { name: /下载/ }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(downloads).toHaveLength(1);
    expect(all.some((c) => c.path === '/u/v1/user/buy/standard')).toBe(false);
  });

  it('shows my oil history: amount +/-, reason, balance after, standard and time', async () => {
    const all = serve();
    await show();
    await screen.findByText('建筑抗震设计规范');
    fireEvent.click(screen.getByRole('tab', { name: '油量明细' }));
    await waitFor(() => expect(here()).toBe('/user/standard?tab=ledger'));
    const spent = (await screen.findByText('-5')).closest('tr') as HTMLElement;
    for (const text of ['购买标准', '15', '建筑抗震设计规范']) expect(within(spent).getByText(text)).toBeTruthy();
    const gift = screen.getByText('+20').closest('tr') as HTMLElement;
    expect(within(gift).getByText('注册赠送')).toBeTruthy();
    const call = all.find((c) => c.path === LEDGER);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ pn: '1', psize: '10' });
  });

  it('speaks English', async () => {
    serve();
    await show('/user/standard?tab=ledger', 'en');
    expect(await screen.findByText('Standard purchase')).toBeTruthy();
    expect(screen.getByText('Sign-up bonus')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Purchased standards' })).toBeTruthy();
  });
});
