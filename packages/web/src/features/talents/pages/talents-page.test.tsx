// @vitest-environment happy-dom
import { SEARCH_TOTAL_CAP } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, fakeApi } from '../../../test/fake-api.ts';
import { certificates, closedTalent, hrJobOptions, majors, openTalent } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { withRoutes } from '../test/talents.tsx';
import { TalentsPage } from './talents-page.tsx';

const SEARCH = '/u/v1/hr/search/user/list';

function serve(answer: Answer, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /u/v1/user/get/major/list': () => ({ data: majors }),
    'GET /u/v1/user/get/cert/list': () => ({ data: certificates }),
    [`GET ${SEARCH}`]: () => answer,
    ...extra,
  });
}

async function show(path = '/talents', language: 'zh' | 'en' = 'zh') {
  signIn({ id: 7, nickName: '李经理', role: '2' });
  return renderInApp(withRoutes('/talents', <TalentsPage />), { path, language });
}

const searches = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.path === SEARCH);
const here = () => screen.getByTestId('here').textContent ?? '';
const option = { selector: '.ant-select-item-option-content' };

/** What the antd Select named `name` shows as chosen. */
const shown = (name: string) =>
  screen.getByRole('combobox', { name }).closest('.ant-select')?.querySelector('.ant-select-content')?.textContent;

/** Whether the option `label` of the antd Select named `name` is chosen, as its opened list marks it. */
async function chosenInList(name: string, label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  const item = (await screen.findByText(label, option)).closest('.ant-select-item-option');
  return item?.classList.contains('ant-select-item-option-selected');
}

/** Opens the antd Select named `name` and picks `label`. */
async function choose(name: string, label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(await screen.findByText(label, option));
}

// antd selects and pagers in happy-dom take seconds on a loaded machine.
describe('/talents', { timeout: 30_000 }, () => {
  it('asks for page 1 of 12 without filters', async () => {
    const calls = serve({ data: [openTalent], total: 1 });
    await show();
    await screen.findByText('张工');
    const query = searches(calls)[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ pn: '1', p_size: '12' });
    expect(screen.getByTestId('talent-total').textContent).toBe('共 1 位人才');
  });

  it('reads the search from the URL and sends major and cert as JSON array text', async () => {
    const calls = serve({ data: [openTalent], total: 40 });
    const url =
      '/talents?key_word=%E6%A1%A5%E6%A2%81&cert=3,6&major=2&min_experience=5&degree=2' +
      '&address=%E4%B8%8A%E6%B5%B7&nick_name=%E5%BC%A0&pn=2&p_size=20';
    await show(url);
    await screen.findByText('张工');
    expect(Object.fromEntries(searches(calls)[0]?.query ?? [])).toEqual({
      pn: '2',
      p_size: '20',
      key_word: '桥梁',
      cert: '[3,6]',
      major: '[2]',
      min_experience: '5',
      degree: '2',
      address: '上海',
      nick_name: '张',
    });
    expect((screen.getByRole('searchbox', { name: '搜索' }) as HTMLInputElement).value).toBe('桥梁');
    expect(shown('最低工作经验')).toBe('5 年以上');
    expect(shown('最低学历')).toBe('本科及以上');
    // The multiple choices hold what is asked for (a known major; certificate 6 is not in the catalogue).
    expect(await chosenInList('专业', '土木工程')).toBe(true);
    expect(await chosenInList('证书', '一级建造师')).toBe(true);
    expect((screen.getByRole('textbox', { name: '地址' }) as HTMLInputElement).value).toBe('上海');
    expect((screen.getByRole('textbox', { name: '昵称' }) as HTMLInputElement).value).toBe('张');
  });

  it('shows a minimum experience the URL holds that is not one of the steps', async () => {
    const calls = serve({ data: [openTalent], total: 1 });
    await show('/talents?min_experience=4');
    await screen.findByText('张工');
    expect(shown('最低工作经验')).toBe('4 年以上');
    expect(searches(calls)[0]?.query.get('min_experience')).toBe('4');
    await choose('最低工作经验', '8 年以上');
    await waitFor(() => expect(here()).toBe('/talents?min_experience=8'));
  });

  it('drops what the URL gets wrong: an unknown page size, a negative page, an out-of-range experience', async () => {
    const calls = serve({ data: [], total: 0 });
    await show('/talents?p_size=15&pn=-3&min_experience=99&degree=9&cert=x');
    await screen.findByText(/没有符合条件的人才/);
    expect(Object.fromEntries(searches(calls)[0]?.query ?? [])).toEqual({ pn: '1', p_size: '12' });
  });

  it('a chosen filter goes into the URL and the call, back to page 1, keeping the page size', async () => {
    const calls = serve({ data: [openTalent], total: 60 });
    await show('/talents?pn=3&p_size=28');
    await screen.findByText('张工');
    await choose('证书', '一级建造师');
    await waitFor(() => expect(here()).toBe('/talents?cert=3&p_size=28'));
    await waitFor(() => expect(searches(calls).at(-1)?.query.get('cert')).toBe('[3]'));
    expect(searches(calls).at(-1)?.query.get('pn')).toBe('1');

    fireEvent.change(screen.getByRole('textbox', { name: '昵称' }), { target: { value: '  张 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(here()).toBe(`/talents?cert=3&nick_name=${encodeURIComponent('张')}&p_size=28`));

    // A single choice applies at once, keeping what is typed; Enter in a text filter searches.
    fireEvent.change(screen.getByRole('textbox', { name: '地址' }), { target: { value: '上海' } });
    await choose('最低学历', '硕士及以上');
    await waitFor(() =>
      expect(here()).toBe(
        `/talents?cert=3&degree=3&address=${encodeURIComponent('上海')}&nick_name=${encodeURIComponent('张')}&p_size=28`,
      ),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索' }), { target: { value: '桥梁' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: '地址' }), { key: 'Enter' });
    await waitFor(() => expect(new URLSearchParams(here().split('?')[1]).get('key_word')).toBe('桥梁'));

    // Reset clears the search and the fields.
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(here()).toBe('/talents'));
    expect((screen.getByRole('textbox', { name: '昵称' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('button', { name: /重\s*置/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the page sizes 12, 20, 28 and 36 and a new size starts at page 1', async () => {
    serve({ data: [openTalent], total: 100 });
    await show('/talents?pn=2');
    await screen.findByText('张工');
    const sizes = within(document.querySelector('.ant-pagination') as HTMLElement).getByRole('combobox');
    expect(sizes.closest('.ant-select')?.textContent).toBe('12 条/页');
    fireEvent.mouseDown(sizes);
    for (const size of [12, 20, 28, 36]) expect(await screen.findByText(`${size} 条/页`, option)).toBeTruthy();
    fireEvent.click(screen.getByText('36 条/页', option));
    await waitFor(() => expect(here()).toBe('/talents?p_size=36'));
  });

  it('shows a capped total as "10,000+" in both languages', async () => {
    serve({ data: [openTalent], total: SEARCH_TOTAL_CAP, total_capped: true });
    const zh = await show();
    expect((await screen.findAllByText('10,000+ 位人才')).length).toBeGreaterThan(0);
    zh.unmount();
    serve({ data: [openTalent], total: SEARCH_TOTAL_CAP, total_capped: true });
    await show('/talents', 'en');
    expect((await screen.findAllByText('10,000+ talents')).length).toBeGreaterThan(0);
  });

  it('shows a card with every field: nickname, status, majors, certificates, experience, education, address, star, open', async () => {
    serve({ data: [openTalent, closedTalent], total: 2 });
    await show();
    const [open, closed] = await screen.findAllByTestId('talent-card');
    const card = within(open as HTMLElement);
    for (const text of [
      '张工',
      '离职-随时到岗',
      '土木工程',
      '一级建造师',
      '6 年经验',
      '本科',
      '上海市浦东新区',
      '简历公开',
    ])
      expect(card.getByText(text)).toBeTruthy();
    expect(card.getByLabelText('简历完整度 4/5')).toBeTruthy();
    const other = within(closed as HTMLElement);
    for (const text of ['李工', '在职', '暂无证书', '简历未公开']) expect(other.getByText(text)).toBeTruthy();
  });

  it('shows majors and certificates in English', async () => {
    serve({ data: [openTalent], total: 1 });
    await show('/talents', 'en');
    for (const text of ['Civil Engineering', 'Class I Constructor', 'Seeking', '6 yrs experience', 'Bachelor'])
      expect(await screen.findByText(text)).toBeTruthy();
  });

  it('warns "data format abnormal" when the answer is not a list', async () => {
    serve({ data: { list: [openTalent] }, total: 1 });
    await show();
    expect(await screen.findByText('数据格式异常')).toBeTruthy();
    expect(screen.queryByTestId('talent-card')).toBeNull();
  });

  it('says the list failed, and that the major and certificate lists failed', async () => {
    fakeApi({
      'GET /u/v1/user/get/major/list': () => ({ status: 500, msg: '服务器错误', msg_en: 'Server error' }),
      'GET /u/v1/user/get/cert/list': () => ({ data: certificates }),
      [`GET ${SEARCH}`]: () => ({ status: 500, msg: '服务器错误', msg_en: 'Server error' }),
    });
    await show();
    expect(await screen.findByText('获取人才列表失败，请稍后重试')).toBeTruthy();
    expect(await screen.findByText('获取专业和证书列表失败，暂时无法按专业或证书筛选')).toBeTruthy();
  });

  it('an open resume goes to /talent/{id} without asking', async () => {
    const calls = serve({ data: [openTalent], total: 1 });
    await show();
    fireEvent.click(await screen.findByText('张工'));
    await waitFor(() => expect(here()).toBe('/talent/21'));
    expect(calls.some((c) => c.path.includes('permission'))).toBe(false);
  });

  it('a closed resume the HR may already view goes to the detail', async () => {
    const calls = serve(
      { data: [closedTalent], total: 1 },
      { 'GET /u/v1/hr/check/user/resume/permission': () => ({ data: true }) },
    );
    await show();
    fireEvent.click(await screen.findByText('李工'));
    await waitFor(() => expect(here()).toBe('/talent/22'));
    const check = calls.find((c) => c.path === '/u/v1/hr/check/user/resume/permission');
    expect(check?.query.get('hunter_id')).toBe('22');
  });

  it("a closed resume loads the HR's jobs and opens the apply-to-view dialog", async () => {
    const calls = serve(
      { data: [closedTalent], total: 1 },
      {
        'GET /u/v1/hr/check/user/resume/permission': () => ({ data: false }),
        'GET /u/v1/hr/get/release/jobs': () => ({ data: hrJobOptions }),
      },
    );
    await show();
    fireEvent.click(await screen.findByText('李工'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('李工 的简历未公开。发送申请后，对方同意即可查看。')).toBeTruthy();
    expect(calls.some((c) => c.path === '/u/v1/hr/get/release/jobs')).toBe(true);
    expect(here()).toBe('/talents');
  });

  it('a failed permission check is an error popup and no dialog', async () => {
    serve(
      { data: [closedTalent], total: 1 },
      { 'GET /u/v1/hr/check/user/resume/permission': () => ({ status: 500, msg: '', msg_en: '' }) },
    );
    await show();
    fireEvent.click(await screen.findByText('李工'));
    expect(await screen.findByText('获取简历查看权限失败')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows on a closed resume's card the state of the HR's request to view it, and nothing without one", async () => {
    const talent = (id: number, name: string, view_request: (typeof closedTalent)['view_request']) => ({
      ...closedTalent,
      id,
      name,
      view_request,
    });
    serve({
      data: [
        talent(31, '赵工', 'pending'),
        talent(32, '钱工', 'rejected'),
        talent(33, '孙工', 'allowed'),
        talent(34, '周工', null),
      ],
      total: 4,
    });
    await show();
    const cards = await screen.findAllByTestId('talent-card');
    const stateOf = (card: HTMLElement | undefined) =>
      within(card as HTMLElement).queryByTestId('view-request')?.textContent ?? null;
    expect(cards.map(stateOf)).toEqual(['查看申请待处理', '查看申请已拒绝', '查看申请已同意', null]);
  });

  it('says the states in English', async () => {
    serve({ data: [{ ...closedTalent, view_request: 'pending' }], total: 1 });
    await show('/talents', 'en');
    expect(await screen.findByText('Request to view: Pending')).toBeTruthy();
  });

  it('a pending request is said, and no second request form opens', async () => {
    const calls = serve(
      { data: [{ ...closedTalent, view_request: 'pending' }], total: 1 },
      {
        'GET /u/v1/hr/check/user/resume/permission': () => ({ data: false }),
        'GET /u/v1/hr/get/release/jobs': () => ({ data: hrJobOptions }),
      },
    );
    await show();
    fireEvent.click(await screen.findByText('李工'));
    expect(await screen.findByText('您的查看申请正在等待对方处理，对方同意后即可查看简历。')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.path === '/u/v1/hr/get/release/jobs')).toBe(false);
    expect(here()).toBe('/talents');
  });

  it('an allowed request opens the resume', async () => {
    serve(
      { data: [{ ...closedTalent, view_request: 'allowed' }], total: 1 },
      { 'GET /u/v1/hr/check/user/resume/permission': () => ({ data: true }) },
    );
    await show();
    fireEvent.click(await screen.findByText('李工'));
    await waitFor(() => expect(here()).toBe('/talent/22'));
  });

  it('after a rejection the HR may ask again; once sent, the card says the request is pending', async () => {
    let state: (typeof closedTalent)['view_request'] = 'rejected';
    const calls = serve(
      { data: [] },
      {
        [`GET ${SEARCH}`]: () => ({ data: [{ ...closedTalent, view_request: state }], total: 1 }),
        'GET /u/v1/hr/check/user/resume/permission': () => ({ data: false }),
        'GET /u/v1/hr/get/release/jobs': () => ({ data: hrJobOptions }),
        'POST /u/v1/hr/apply/user/resume': () => {
          state = 'pending';
          return { data: { request_id: 9 } };
        },
      },
    );
    await show();
    expect(await screen.findByText('查看申请已拒绝')).toBeTruthy();
    fireEvent.click(screen.getByText('李工'));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: '申请留言' }), { target: { value: '您好' } });
    fireEvent.click(dialog.getByRole('button', { name: '发送申请' }));
    expect(await screen.findByText('查看申请待处理')).toBeTruthy();
    expect(searches(calls).length).toBeGreaterThanOrEqual(2);
  });
});
