// @vitest-environment happy-dom
import type { BidInfo } from '@app/shared';
import { STORAGE_KEYS } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { type Answer, type ApiCall, fakeApi } from '../../../test/fake-api.ts';
import { savedResume } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { BidInfoPage } from './bid-info-page.tsx';

/** The bid's random link (ADR 0123). */
const SLUG = 'x7Kq2M_pR9aZ-b4NcW8eTy3L';
const VERIFY = `POST /u/v1/client/get/bid/info/${SLUG}`;
/** The list as the stored credential opens it now: a page asks it before showing a stored list. */
const CURRENT = 'GET /u/v1/client/get/bid/engineers';

const verified = (): BidInfo => ({
  data: [
    {
      engineer_id: 301,
      user_id: 12,
      engineer_name: '王建国',
      position: '结构负责人',
      profile_pic_url: '',
      base_info: {
        birthday: '1990-06-15',
        age: 36,
        experience: 8,
        major_list: [{ id: 2, name: '土木工程', en_name: 'Civil Engineering' }],
        cert_list: [{ id: 3, name: '一级建造师', en_name: 'Class I Constructor' }],
      },
    },
    {
      engineer_id: 302,
      user_id: 13,
      engineer_name: '李明',
      position: '给排水工程师',
      profile_pic_url: '',
      base_info: { birthday: '', age: null, experience: null, major_list: [], cert_list: [] },
    },
  ],
  bid: { slug: SLUG, title: '杨泗港大桥设计投标', client_name: '武汉城投' },
  access_token: 'credential-abc',
  expired_at: Math.floor(Date.now() / 1000) + 7200,
});

/** A resume as a bid client reads it: contacts hidden, the platform's line instead. */
const bidResume = {
  ...savedResume,
  mobile: '',
  email: '',
  wechat: '',
  address: '',
  birthday: null,
  contacts_hidden: true,
  platform_contact: { zh: '如需联系该人才，请通过平台站内消息或联系平台客服', en: 'Contact us' },
};

type Seen = ApiCall & { headers: Record<string, string> };

/** fakeApi, also recording each call's headers (the credential goes in x-bid-access, never x-token). */
function serve(routes: Record<string, (call: ApiCall) => Answer>): Seen[] {
  const calls = fakeApi(routes);
  const answer = globalThis.fetch;
  const seen: Seen[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const response = await answer(input, init);
    seen.push({ ...(calls.at(-1) as ApiCall), headers: { ...(init.headers as Record<string, string>) } });
    return response;
  };
  return seen;
}

function page(path = `/bid/info/${SLUG}`) {
  return renderInApp(
    <Routes>
      <Route path="/bid/info/:id" element={<BidInfoPage />} />
    </Routes>,
    { path },
  );
}

const codeBox = () => screen.getByLabelText('验证码');
const verifyButton = () => screen.getByRole('button', { name: /验\s?证/ });

afterEach(() => sessionStorage.clear());

describe('the public bid page (/bid/info/{slug}, ADR 0123)', { timeout: 30_000 }, () => {
  it('opens only on a random link: a numeric id or a malformed link shows the invalid-link notice, no call', async () => {
    for (const path of ['/bid/info/5', `/bid/info/${SLUG.slice(1)}`]) {
      const calls = serve({});
      const view = await page(path);
      expect(await screen.findByText('链接无效或已停用，请联系我们获取投标链接')).toBeTruthy();
      expect(screen.queryByLabelText('验证码')).toBeNull();
      expect(calls).toHaveLength(0);
      view.unmount();
    }
  });

  it('warns on an empty code without calling, and takes at most 6 characters', async () => {
    const calls = serve({ [VERIFY]: () => ({ data: verified() }) });
    await page();
    expect(document.title).toContain('投标人员');
    fireEvent.click(verifyButton());
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(codeBox().getAttribute('maxlength')).toBe('6');
  });

  it("on a refused code shows the server's message and the bilingual dialog about special characters", async () => {
    const calls = serve({
      [VERIFY]: () => ({ status: 400, msg: '验证码错误', msg_en: 'Wrong verification code' }),
    });
    await page();
    fireEvent.change(codeBox(), { target: { value: 'AB C' } });
    fireEvent.click(verifyButton());
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/验证码不能包含空格、制表符等特殊字符/)).toBeTruthy();
    expect(within(dialog).getByText(/cannot contain special characters such as spaces or tabs/)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ verify_code: 'AB C' });
    expect(screen.queryByTestId('engineer-card')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps a stored login when a bid call answers 401 (no redirect to /login on bid pages)', async () => {
    signIn({ id: 9, nickName: '某 HR', role: '2' });
    serve({ [VERIFY]: () => ({ status: 401, msg: '未登录', msg_en: 'Not signed in' }) });
    await page();
    fireEvent.change(codeBox(), { target: { value: 'K7M2PQ' } });
    fireEvent.click(verifyButton());
    expect(await screen.findByText('未登录')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('test-token');
  });

  it("says 'verification failed' when the server gives no message", async () => {
    serve({ [VERIFY]: () => ({ status: 400, msg: '', msg_en: '' }) });
    await page();
    fireEvent.change(codeBox(), { target: { value: 'XYZ' } });
    fireEvent.click(verifyButton());
    expect(await screen.findByText('验证失败')).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('after the right code shows the cards, keeps the credential for a reload and sends it as x-bid-access only', async () => {
    signIn({ id: 9, nickName: '某 HR', role: '2' });
    const calls = serve({
      [VERIFY]: () => ({ data: verified() }),
      [CURRENT]: () => ({ data: { data: verified().data, bid: verified().bid } }),
      'GET /u/v1/client/get/engineer/resume/301': () => ({ data: { data: bidResume } }),
    });
    const view = await page();
    fireEvent.change(codeBox(), { target: { value: 'K7M2PQ' } });
    fireEvent.click(verifyButton());

    const cards = await screen.findAllByTestId('engineer-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('1')).toBeTruthy();
    expect(first.getByText('王建国')).toBeTruthy();
    expect(first.getByText('结构负责人')).toBeTruthy();
    expect(first.getByText('8 年工作经验')).toBeTruthy();
    expect(first.getByText(/^\d+ 岁$/)).toBeTruthy();
    expect(first.getByText('土木工程')).toBeTruthy();
    expect(first.getByText('一级建造师')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('年龄未填写')).toBeTruthy();
    expect(screen.getByText('杨泗港大桥设计投标')).toBeTruthy();
    // The verify call is anonymous: no login token even though one is stored.
    expect(calls[0]?.headers['x-token']).toBeUndefined();

    const stored = JSON.parse(sessionStorage.getItem(`bidAccess:${SLUG}`) ?? '{}') as BidInfo;
    expect(stored.access_token).toBe('credential-abc');
    expect(JSON.stringify(stored)).not.toContain('K7M2PQ');

    // A reload: the cards come back without the code.
    view.unmount();
    await page();
    fireEvent.click(await screen.findByRole('button', { name: '王建国' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('resume-viewer')).toBeTruthy();
    const resumeCall = calls.find((c) => c.path === '/u/v1/client/get/engineer/resume/301');
    expect(resumeCall?.headers['x-bid-access']).toBe('credential-abc');
    expect(resumeCall?.headers['x-token']).toBeUndefined();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: /导出 PDF/ })).toBeTruthy();
  });

  it("forgets an expired credential and says 'failed to get resume' when the resume is refused", async () => {
    sessionStorage.setItem(`bidAccess:${SLUG}`, JSON.stringify({ ...verified(), expired_at: 1 }));
    serve({ [VERIFY]: () => ({ data: verified() }) });
    const expired = await page();
    expect(codeBox()).toBeTruthy();
    expect(sessionStorage.getItem(`bidAccess:${SLUG}`)).toBeNull();
    expired.unmount();

    sessionStorage.setItem(`bidAccess:${SLUG}`, JSON.stringify(verified()));
    serve({
      [CURRENT]: () => ({ data: { data: verified().data, bid: verified().bid } }),
      'GET /u/v1/client/get/engineer/resume/302': () => ({ status: 500, msg: '服务器错误', msg_en: 'Server error' }),
    });
    await page();
    fireEvent.click((await screen.findAllByRole('button', { name: '李明' }))[0] as HTMLElement);
    await waitFor(() => expect(screen.getAllByText('获取简历失败').length).toBeGreaterThan(0));
  });

  it('a tab that verified earlier does not show its stored list once the server refuses the credential (bid revoked)', async () => {
    sessionStorage.setItem(`bidAccess:${SLUG}`, JSON.stringify(verified()));
    const calls = serve({
      [CURRENT]: () => ({ status: 403, msg: '访问已失效，请重新输入验证码', msg_en: 'Access has ended' }),
    });
    await page();
    expect(await screen.findByLabelText('验证码')).toBeTruthy();
    expect(screen.queryAllByTestId('engineer-card')).toEqual([]);
    expect(screen.queryByText('王建国')).toBeNull();
    expect(sessionStorage.getItem(`bidAccess:${SLUG}`)).toBeNull();
    expect(calls.find((c) => c.path === '/u/v1/client/get/bid/engineers')?.headers['x-bid-access']).toBe(
      'credential-abc',
    );
  });

  it('a stored list is replaced by the list the server answers now', async () => {
    sessionStorage.setItem(`bidAccess:${SLUG}`, JSON.stringify(verified()));
    const [first] = verified().data;
    serve({ [CURRENT]: () => ({ data: { data: [first], bid: verified().bid } }) });
    await page();
    expect(await screen.findAllByTestId('engineer-card')).toHaveLength(1);
    expect(screen.queryByText('李明')).toBeNull();
  });

  /** A verified tab opens 王建国's resume dialog. */
  async function openResumeDialog() {
    sessionStorage.setItem(`bidAccess:${SLUG}`, JSON.stringify(verified()));
    serve({
      [CURRENT]: () => ({ data: { data: verified().data, bid: verified().bid } }),
      'GET /u/v1/client/get/engineer/resume/301': () => ({ data: { data: bidResume } }),
    });
    await page();
    fireEvent.click(await screen.findByRole('button', { name: '王建国' }));
    return screen.findByRole('dialog');
  }

  it('shows the platform contact instead of hidden contacts in the resume dialog', async () => {
    const dialog = await openResumeDialog();
    expect(await within(dialog).findByText('联系途径')).toBeTruthy();
    expect(within(dialog).queryByText('手机号')).toBeNull();
    expect(within(dialog).queryByText('出生日期')).toBeNull();
  });

  it("the dialog's language switch changes the dialog only: the page and the stored language stay Chinese", async () => {
    const dialog = await openResumeDialog();
    expect(await within(dialog).findByText('联系途径')).toBeTruthy();

    fireEvent.click(within(dialog).getByText('English'));
    expect(await within(dialog).findByText('How to reach')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Export PDF/ })).toBeTruthy();
    expect(within(dialog).queryByText('联系途径')).toBeNull();
    // Outside the dialog nothing changed.
    expect(i18n.language).toBe('zh');
    expect(localStorage.getItem(STORAGE_KEYS.language)).not.toBe('en');
    expect(screen.getByText(/共 2 位工程师/)).toBeTruthy();

    // antd's own words in the dialog follow it too; closing it leaves the site as it was.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(i18n.language).toBe('zh');
    expect(screen.getByText(/共 2 位工程师/)).toBeTruthy();
  });
});
