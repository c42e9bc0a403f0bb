// @vitest-environment happy-dom
import type { BidDetail, BidSummary } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, fakeApi } from '../../../test/fake-api.ts';
import { closedTalent, openTalent } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { AdminBidPage } from './admin-bid-page.tsx';

const bridge: BidSummary = {
  id: 5,
  title: '杨泗港大桥设计投标',
  client_name: '武汉城投',
  note: '',
  code: 'K7M2PQ',
  status: 'active',
  expires_at: '2099-12-31T15:59:59.999Z',
  expires_on: '2099-12-31',
  engineer_count: 1,
  link: '/bid/info/x7Kq2M_pR9aZ-b4NcW8eTy3L',
  create_time: '2025-03-01T08:00:00.000Z',
};

const detail = (summary: BidSummary, engineers: BidDetail['engineers'] = []): BidDetail => ({ ...summary, engineers });

const wang = {
  user_id: 21,
  consent: 'pending' as const,
  shown: false,
  name: '张工',
  position: '结构负责人',
  profile_pic_url: '',
  experience: 6,
  major_list: [],
  cert_list: [],
};

function serve() {
  return fakeApi({
    'GET /u/v1/admin/get/bid/list': () => ({
      data: [bridge, { ...bridge, id: 6, title: '旧投标', status: 'revoked' }],
      total: 2,
    }),
    'GET /u/v1/admin/get/bid': () => ({ data: detail(bridge, [wang]) }),
    'POST /u/v1/admin/add/bid': (call) => ({
      data: detail({ ...bridge, id: 9, engineer_count: 0, ...(call.body as object) }),
    }),
    'POST /u/v1/admin/set/bid/engineers': () => ({ data: detail(bridge, [wang]) }),
    'POST /u/v1/admin/regenerate/bid/code': () => ({
      data: detail({ ...bridge, code: 'ZZZ999', link: '/bid/info/NewLinkNewLinkNewLink_-09' }),
    }),
    'GET /u/v1/admin/search/talent': () => ({ data: [openTalent, closedTalent], total: 2 }),
    'GET /u/v1/user/get/major/list': () => ({ data: [] }),
    'GET /u/v1/user/get/cert/list': () => ({ data: [] }),
    'GET /u/v1/admin/get/bid/attempts': () => ({
      data: [{ id: 1, address: '203.0.113.7', success: false, create_time: '2025-03-02T08:00:00.000Z' }],
      total: 1,
    }),
  });
}

const posts = (calls: ApiCall[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('the admin bids page (/admin/bid)', { timeout: 30_000 }, () => {
  it('lists the bids with code, link and status, searches by keyword on the server and shows the attempts log', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = serve();
    await renderInApp(<AdminBidPage />, { path: '/admin/bid' });
    expect(await screen.findByText('杨泗港大桥设计投标')).toBeTruthy();
    expect(document.title).toContain('投标管理');
    expect(screen.getAllByText('K7M2PQ').length).toBeGreaterThan(0);
    expect(screen.getAllByText('/bid/info/x7Kq2M_pR9aZ-b4NcW8eTy3L').length).toBeGreaterThan(0);
    expect(screen.getByText('已撤销')).toBeTruthy();
    // The revoked bid offers neither a new code nor a revoke.
    expect(screen.getAllByRole('button', { name: /撤\s?销/ })).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('搜索标题或客户名称'), { target: { value: ' 大桥 ' } });
    fireEvent.keyDown(screen.getByLabelText('搜索标题或客户名称'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/u/v1/admin/get/bid/list' && c.query.get('key_word') === '大桥')).toBe(true),
    );

    fireEvent.click(screen.getAllByRole('button', { name: /验证记录/ })[0] as HTMLElement);
    expect(await screen.findByText('203.0.113.7')).toBeTruthy();
    expect(calls.find((c) => c.path === '/u/v1/admin/get/bid/attempts')?.query.get('bid_id')).toBe('5');
  });

  it('creates a bid only with valid fields, then opens its engineers', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = serve();
    await renderInApp(<AdminBidPage />, { path: '/admin/bid' });
    await screen.findByText('杨泗港大桥设计投标');
    fireEvent.click(screen.getByRole('button', { name: /新建投标/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findAllByText(/请输入|请选择|请填写/)).toBeTruthy();
    expect(posts(calls, '/u/v1/admin/add/bid')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('投标标题'), { target: { value: '武汉地铁 12 号线' } });
    fireEvent.change(within(dialog).getByLabelText('客户名称'), { target: { value: '武汉地铁集团' } });
    const expiry = within(dialog).getByLabelText('有效期至');
    fireEvent.mouseDown(expiry);
    fireEvent.change(expiry, { target: { value: '2099-12-31' } });
    fireEvent.keyDown(expiry, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(posts(calls, '/u/v1/admin/add/bid')).toHaveLength(1));
    expect(posts(calls, '/u/v1/admin/add/bid')[0]?.body).toEqual({
      title: '武汉地铁 12 号线',
      client_name: '武汉地铁集团',
      note: '',
      expires_at: '2099-12-31',
    });
    expect(await screen.findByText(/投标工程师/)).toBeTruthy();
  });

  it('adds an engineer from the talent pool with a position, reorders and saves the list', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = serve();
    await renderInApp(<AdminBidPage />, { path: '/admin/bid' });
    await screen.findByText('杨泗港大桥设计投标');
    fireEvent.click(screen.getAllByRole('button', { name: /工程师/ })[0] as HTMLElement);
    expect(await screen.findAllByTestId('bid-engineer-row')).toHaveLength(1);
    // 张工 is already in the bid; 李工 can be added.
    expect((await screen.findByRole('button', { name: '已添加 张工' })).hasAttribute('disabled')).toBe(true);
    // The talent search takes only its own page sizes (`PAGE_SIZES.talents`: 12, 20, 28, 36).
    expect(calls.find((c) => c.path === '/u/v1/admin/search/talent')?.query.get('p_size')).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: '添加 李工' }));
    await waitFor(() => expect(screen.getAllByTestId('bid-engineer-row')).toHaveLength(2));

    // No position yet: refused before any call.
    fireEvent.click(screen.getByRole('button', { name: /保存名单/ }));
    expect(await screen.findByText(/^李工: /)).toBeTruthy();
    expect(posts(calls, '/u/v1/admin/set/bid/engineers')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('李工 的岗位'), { target: { value: '给排水工程师' } });
    fireEvent.click(screen.getByRole('button', { name: '上移 李工' }));
    fireEvent.click(screen.getByRole('button', { name: /保存名单/ }));
    // The form checks every row before it saves: on a machine busy with the other suites that took over 5 s once.
    await waitFor(() => expect(posts(calls, '/u/v1/admin/set/bid/engineers')).toHaveLength(1), { timeout: 15_000 });
    expect(posts(calls, '/u/v1/admin/set/bid/engineers')[0]?.body).toEqual({
      bid_id: 5,
      engineers: [
        { user_id: 22, position: '给排水工程师' },
        { user_id: 21, position: '结构负责人' },
      ],
    });
  });

  it('regenerates the code and link only once confirmed', async () => {
    signIn({ id: 1, nickName: '管理员', role: '1' });
    const calls = serve();
    await renderInApp(<AdminBidPage />, { path: '/admin/bid' });
    await screen.findByText('杨泗港大桥设计投标');
    fireEvent.click(screen.getByRole('button', { name: /重新生成验证码和链接/ }));
    expect(posts(calls, '/u/v1/admin/regenerate/bid/code')).toHaveLength(0);
    const confirm = await screen.findByRole('button', { name: /^重新生成$/ });
    fireEvent.click(confirm);
    await waitFor(() => expect(posts(calls, '/u/v1/admin/regenerate/bid/code')).toHaveLength(1));
    expect(posts(calls, '/u/v1/admin/regenerate/bid/code')[0]?.body).toEqual({ id: 5 });
    expect(await screen.findByText('新验证码：ZZZ999，链接已更换')).toBeTruthy();
  });
});
