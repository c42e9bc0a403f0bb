// @vitest-environment happy-dom
import type { ProjectPic } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { savedResume } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { ProjectImagesPage } from './project-images-page.tsx';

const pic = (id: number, project_name: string): ProjectPic => ({
  pic_id: id,
  ppic_url: `/files/project-images/${id}.png`,
  desc: `示意图 ${id}`,
  type: 'design',
  project_name,
});

// antd forms and cards in happy-dom take seconds on a loaded machine.
describe('/user/project-images', { timeout: 30_000 }, () => {
  it('lists each project once, above all of its pictures, and offers each project name once', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    fakeApi({
      'GET /u/v1/hunter/get/project/pic/list': () => ({
        data: [
          pic(1, '杨泗港长江大桥'),
          pic(2, '杨泗港 长江大桥'),
          pic(3, '杨泗港长江大桥'),
          pic(4, '武汉绿地中心'),
          pic(5, '武汉绿地中心'),
        ],
      }),
      'GET /u/v1/hunter/get/resume': () => ({ data: savedResume }),
    });
    await renderInApp(<ProjectImagesPage />, { path: '/user/project-images' });
    await screen.findAllByText('示意图 5');
    const titles = [...document.querySelectorAll('[data-testid="project-group-title"]')].map((n) => n.textContent);
    expect(titles).toEqual(['杨泗港长江大桥', '武汉绿地中心']);

    // The name box offers the resume's project and the pictures' other one, each once.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '项目名称' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((n) => n.textContent);
    expect(offered).toEqual(['杨泗港长江大桥', '武汉绿地中心']);
  });
});
