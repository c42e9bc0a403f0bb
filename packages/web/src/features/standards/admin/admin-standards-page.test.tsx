// @vitest-environment happy-dom
import type { AdminStandard } from '@app/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { AdminStandardsPage } from './admin-standards-page.tsx';

const concrete: AdminStandard = {
  id: 7,
  ch_name: '混凝土结构设计规范',
  en_name: 'Code for design of concrete structures',
  ver: 'GB 50010-2010',
  comment: '结构设计',
  description: '适用于钢筋混凝土结构',
  download_times: 12,
  crude_num: 30,
  purchase_count: 4,
  file_size: 1_258_291,
  create_time: '2025-03-01T08:00:00.000Z',
};

/** An XMLHttpRequest the test drives: the api client sends uploads through it to report their progress. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  fail(status: number, msg: string, msg_en: string) {
    this.status = status;
    this.responseText = JSON.stringify({ code: status, msg, msg_en });
    this.onload?.();
  }
  respond(data: unknown) {
    this.status = 200;
    this.responseText = JSON.stringify({ code: 0, msg: 'ok', data });
    this.onload?.();
  }
}

function serve() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return fakeApi({
    'GET /u/v1/admin/get/standard/list': () => ({ data: [concrete], total: 1 }),
    'POST /u/v1/admin/update/standard': (call) => ({ data: { ...concrete, ...(call.body as object) } }),
    'POST /u/v1/admin/delete/standard': () => ({ data: null }),
    'GET /u/v1/base/get/oil/settings': () => ({ data: { signup_grant: 200 } }),
    'POST /u/v1/admin/update/oil/settings': (call) => ({ data: call.body }),
  });
}

const pdf = () => new File(['%PDF-1.4 test'], 'seismic.pdf', { type: 'application/pdf' });

afterEach(() => {
  vi.useRealTimers();
});

// antd tables, modals and forms in happy-dom take seconds on a loaded machine.
describe('the admin standards page (/admin/standards)', { timeout: 30_000 }, () => {
  it('uploads only with a PDF, showing the progress; once done the dialog closes, cleared, and the list is read again', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = serve();
    await renderInApp(<AdminStandardsPage />, { path: '/admin/standards' });
    expect(await screen.findByText('混凝土结构设计规范')).toBeTruthy();
    expect(screen.getByText('30 油量')).toBeTruthy();
    expect(screen.getByText('1.2 MB')).toBeTruthy();
    expect(document.title).toContain('标准管理');

    fireEvent.click(screen.getByRole('button', { name: /上传标准/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('中文名称'), { target: { value: '建筑抗震设计规范' } });
    fireEvent.change(within(dialog).getByLabelText('英文名称'), { target: { value: 'Code for seismic design' } });
    fireEvent.change(within(dialog).getByLabelText('版本号'), { target: { value: 'GB 50011-2010' } });
    fireEvent.change(within(dialog).getByLabelText('描述'), { target: { value: '抗震' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^上\s?传$/ }));
    expect(await within(dialog).findByText('请上传标准文件')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);

    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pdf()] } });
    expect(await within(dialog).findByText('seismic.pdf')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^上\s?传$/ }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect(xhr.url).toBe('/u/v1/user/upload/standard');
    expect(xhr.body?.get('ch_name')).toBe('建筑抗震设计规范');
    expect(xhr.body?.get('crude_num')).toBe('0');
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('seismic.pdf');

    act(() => xhr.progress(50, 100));
    const bar = await within(dialog).findByTestId('upload-progress');
    expect(bar.textContent).toContain('50%');

    const listReads = () => calls.filter((c) => c.path === '/u/v1/admin/get/standard/list').length;
    const readsBefore = listReads();
    await act(async () => xhr.respond({ ...concrete, id: 8, purchased: false, ch_name: '建筑抗震设计规范' }));
    expect(await screen.findByText('上传成功，标准已上架')).toBeTruthy();
    // The dialog closes: its closing animation, which happy-dom never plays, is ended by hand.
    const modal = dialog.closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(modal.className).toMatch(/leave/));
    fireEvent.animationEnd(modal);
    fireEvent.transitionEnd(modal);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));

    // Opened again, the form is empty: nothing of the last upload is left.
    fireEvent.click(screen.getByRole('button', { name: /上传标准/ }));
    const again = await screen.findByRole('dialog');
    expect((within(again).getByLabelText('中文名称') as HTMLInputElement).value).toBe('');
    expect(within(again).queryByText('seismic.pdf')).toBeNull();
    expect(within(again).queryByTestId('upload-progress')).toBeNull();
  });

  it('keeps the dialog and what was entered when an upload fails; the progress resets 1 s later', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    serve();
    await renderInApp(<AdminStandardsPage />, { path: '/admin/standards' });
    fireEvent.click(await screen.findByRole('button', { name: /上传标准/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('中文名称'), { target: { value: '建筑抗震设计规范' } });
    fireEvent.change(within(dialog).getByLabelText('英文名称'), { target: { value: 'Code for seismic design' } });
    fireEvent.change(within(dialog).getByLabelText('版本号'), { target: { value: 'GB 50011-2010' } });
    fireEvent.change(within(dialog).getByLabelText('描述'), { target: { value: '抗震' } });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pdf()] } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^上\s?传$/ }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0] as FakeXhr;
    act(() => xhr.progress(50, 100));
    expect((await within(dialog).findByTestId('upload-progress')).textContent).toContain('50%');

    vi.useFakeTimers();
    await act(async () => {
      xhr.fail(409, '已存在同名标准', 'A standard with this name exists');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect((within(dialog).getByLabelText('中文名称') as HTMLInputElement).value).toBe('建筑抗震设计规范');
    expect(within(dialog).getByTestId('upload-progress')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1010));
    expect(within(dialog).queryByTestId('upload-progress')).toBeNull();
    vi.useRealTimers();
    expect(await screen.findByText('已存在同名标准')).toBeTruthy();
  });

  it('edits the price and deletes only after confirming, in English', async () => {
    signIn({ id: 1, nickName: 'Admin', role: '1' });
    const calls = serve();
    await renderInApp(<AdminStandardsPage />, { path: '/admin/standards', language: 'en' });
    expect(await screen.findByText('30 oil')).toBeTruthy();
    const listQueries = () => calls.filter((c) => c.path === '/u/v1/admin/get/standard/list').map((c) => c.query);
    fireEvent.click(screen.getByRole('columnheader', { name: /Downloads/ }));
    await waitFor(() => expect(listQueries().at(-1)?.get('sort')).toBe('downloads'));
    expect(listQueries().at(-1)?.get('order')).toBe('desc');
    fireEvent.change(screen.getByLabelText('Search Chinese or English name, version or comment'), {
      target: { value: ' 混凝土 ' },
    });
    fireEvent.keyDown(screen.getByLabelText('Search Chinese or English name, version or comment'), {
      key: 'Enter',
      code: 'Enter',
      keyCode: 13,
    });
    await waitFor(() => expect(listQueries().at(-1)?.get('key_word')).toBe('混凝土'));
    expect(listQueries().at(-1)?.get('pn')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByLabelText('Price in oil');
    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/u/v1/admin/update/standard')?.body).toMatchObject({
        id: 7,
        ch_name: '混凝土结构设计规范',
        crude_num: 0,
        description: '适用于钢筋混凝土结构',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Delete "混凝土结构设计规范"?')).toBeTruthy();
    expect(calls.some((c) => c.path === '/u/v1/admin/delete/standard')).toBe(false);
    const popover = screen.getByText('Delete "混凝土结构设计规范"?').closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/u/v1/admin/delete/standard')?.body).toEqual({ id: 7 }));
  });

  it('shows the sign-up oil bonus and saves a new one (0 turns it off)', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = serve();
    await renderInApp(<AdminStandardsPage />, { path: '/admin/standards', language: 'zh' });
    const card = within((await screen.findByText('注册赠送油量')).closest('.ant-card') as HTMLElement);
    const amount = card.getByLabelText('赠送油量') as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe('200'));
    const saves = () => calls.filter((c) => c.path === '/u/v1/admin/update/oil/settings');

    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(card.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saves()[0]?.body).toEqual({ signup_grant: 0 }));
    expect(await screen.findByText('已保存：新账号注册赠送 0 油量')).toBeTruthy();
  });
});
