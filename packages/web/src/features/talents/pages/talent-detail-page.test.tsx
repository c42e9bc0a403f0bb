// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Answer, fakeApi } from '../../../test/fake-api.ts';
import { hrJobOptions, openTalent, savedResume } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { Here } from '../test/talents.tsx';
import { TalentDetailPage } from './talent-detail-page.tsx';
import { TalentsPage } from './talents-page.tsx';

function serve(resume: () => Answer) {
  return fakeApi({
    'GET /u/v1/hr/get/user/resume/12': resume,
    'GET /u/v1/hr/get/release/jobs': () => ({ data: hrJobOptions }),
  });
}

async function show(id = '12', language: 'zh' | 'en' = 'zh') {
  signIn({ id: 7, nickName: '李经理', role: '2' });
  return renderInApp(
    <Routes>
      <Route path="/talent/:id" element={<TalentDetailPage />} />
    </Routes>,
    { path: `/talent/${id}`, language },
  );
}

describe('/talent/{id}', { timeout: 30_000 }, () => {
  it('shows the resume in the viewer with both PDF exports', async () => {
    serve(() => ({ data: savedResume }));
    await show();
    expect(await screen.findByTestId('resume-viewer')).toBeTruthy();
    expect(screen.getByText('杨泗港长江大桥')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /导出/ })).toHaveLength(2);
  });

  it("shows the server's message for a closed resume and offers the apply-to-view dialog", async () => {
    serve(() => ({
      status: 403,
      msg: '该简历未公开，请先申请查看',
      msg_en: 'This resume is closed; request to view it first',
    }));
    await show('12', 'en');
    expect(await screen.findByText('This resume is closed; request to view it first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request to view' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/resume is closed\. Send a request/)).toBeTruthy();
  });

  it('says a request waits for the answer, and offers no second one', async () => {
    serve(() => ({
      status: 403,
      msg: '您已申请查看该简历，请等待对方处理',
      msg_en: 'You have already asked to view this resume; please wait for the answer',
    }));
    await show();
    expect(await screen.findByText('您已申请查看该简历，请等待对方处理')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申请查看简历' })).toBeNull();
  });

  it('shows a generic failure without a way to apply', async () => {
    serve(() => ({ status: 500, msg: '', msg_en: '' }));
    await show();
    expect(await screen.findByText('获取简历数据失败')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申请查看简历' })).toBeNull();
  });

  it('says the user ID does not exist for a bad id, without a call', async () => {
    const calls = serve(() => ({ data: savedResume }));
    await show('abc');
    expect(await screen.findByText('用户 ID 不存在')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('goes back to the list with its search when opened from it', async () => {
    signIn({ id: 7, nickName: '李经理', role: '2' });
    fakeApi({
      'GET /u/v1/hr/search/user/list': () => ({ data: [openTalent], total: 1 }),
      'GET /u/v1/user/get/major/list': () => ({ data: [] }),
      'GET /u/v1/user/get/cert/list': () => ({ data: [] }),
      'GET /u/v1/hr/get/user/resume/21': () => ({ data: savedResume }),
    });
    await renderInApp(
      <>
        <Routes>
          <Route path="/talents" element={<TalentsPage />} />
          <Route path="/talent/:id" element={<TalentDetailPage />} />
        </Routes>
        <Here />
      </>,
      { path: '/talents?degree=2&pn=2' },
    );
    fireEvent.click(await screen.findByText('张工'));
    await screen.findByTestId('resume-viewer');
    fireEvent.click(screen.getByRole('button', { name: /返\s*回/ }));
    await waitFor(() => expect(screen.getByTestId('here').textContent).toBe('/talents?degree=2&pn=2'));
  });
});
