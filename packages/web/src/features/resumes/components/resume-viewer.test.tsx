// @vitest-environment happy-dom
import type { ProjectPic, Resume } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { savedResume } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ResumeViewer } from './resume-viewer.tsx';

const pic = (id: number, project_name: string): ProjectPic => ({
  pic_id: id,
  ppic_url: `/files/project-images/${id}.png`,
  desc: `立面图 ${id}`,
  type: 'design',
  project_name,
});

async function show(resume: Resume) {
  fakeApi({});
  await renderInApp(<ResumeViewer resume={resume} />);
  return screen.getByTestId('resume-viewer');
}

describe('the resume viewer', { timeout: 30_000 }, () => {
  it('names each project of the project pictures once, however its name was typed on each upload', async () => {
    const viewer = await show({
      ...savedResume,
      project_pic_list: {
        杨泗港长江大桥: [pic(1, '杨泗港长江大桥'), pic(2, '杨泗港长江大桥')],
        '杨泗港 长江大桥': [pic(3, '杨泗港 长江大桥')],
        'Tower A': [pic(4, 'Tower A')],
        'tower  a': [pic(5, 'tower  a')],
      },
    });
    const section = within(viewer.querySelectorAll('section')[7] as HTMLElement);
    expect(section.getByRole('heading').textContent).toBe('项目图片');
    expect(section.getAllByText(/杨泗港|tower/i).map((node) => node.textContent)).toEqual([
      '杨泗港长江大桥',
      'Tower A',
    ]);
    for (let id = 1; id <= 5; id += 1) expect(section.getAllByText(`立面图 ${id}`).length).toBeGreaterThan(0);
  });

  it("shows no unlabelled place beside the name: the address is in its labelled row, a project's site is not the candidate's", async () => {
    const viewer = await show({ ...savedResume, location: '武汉' });
    const header = viewer.querySelector('header') as HTMLElement;
    expect(header.textContent).not.toContain('武汉');
    expect(header.textContent).not.toContain('世纪大道');
    expect(within(viewer).getAllByText('上海市浦东新区世纪大道 88 号')).toHaveLength(1);
    expect(within(viewer).getByText('地址')).toBeTruthy();
  });
});
