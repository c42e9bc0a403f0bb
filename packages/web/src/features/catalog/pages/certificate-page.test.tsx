// @vitest-environment happy-dom
import type { CatalogPage, JobListItem } from '@app/shared';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { Here, renderInApp, signIn } from '../../../test/render.tsx';
import { CertificatePage } from './certificate-page.tsx';

const cert = { id: 3, name: '一级建造师', en_name: 'Class 1 Registered Constructor' };

const job: JobListItem = {
  id: 41,
  title: '机电项目经理',
  city: 'shanghai',
  address: '上海市浦东新区世纪大道 100 号',
  company: '中建安装集团',
  publisher_name: '王敏',
  status: 1,
  description: '负责机电安装项目的进度、质量与安全管理。',
  cert_list: [cert],
  major_list: [],
  en_major_list: [],
  en_cert_list: [cert.en_name],
  job_type: 'full_time',
  experience: '5-10',
  salary: '20-40',
  create_time: '2026-11-20T08:00:00.000Z',
  uid: 7,
};

const page: CatalogPage = {
  item: {
    ...cert,
    category: 'construction',
    description: '建设工程项目经理的执业资格，可担任大中型项目的项目经理。',
    en_description: 'The licence to manage construction projects.',
    image_url: null,
  },
  talent_count: 12,
  job_count: 11,
  jobs: [job],
};

function serve() {
  return fakeApi({
    'GET /u/v1/user/get/certificate': (call) =>
      call.query.get('id') === '3'
        ? { data: page }
        : { status: 404, msg: '该专业或证书不存在或已被删除', msg_en: 'gone' },
    'GET /u/v1/user/get/course/list': () => ({
      data: [
        {
          id: 17,
          title: '一级建造师《建设工程项目管理》精讲',
          en_title: 'Class 1 Constructor: Project Management',
          summary: '',
          en_summary: '',
          category: 'exam',
          level: 'intermediate',
          duration_minutes: 95,
          cover_url: null,
          lesson_count: 4,
          learner_count: 120,
          certificates: [cert],
          majors: [],
        },
      ],
      total: 1,
    }),
    'POST /u/v1/user/search/standard': () => ({
      data: [
        {
          id: 9,
          ch_name: '一级建造师执业资格考试大纲',
          en_name: 'Syllabus',
          ver: '2024',
          comment: '',
          download_times: 3,
          crude_num: 0,
          purchased: false,
          file_size: 120_000,
          create_time: '2026-01-05T00:00:00.000Z',
        },
      ],
      total: 1,
    }),
  });
}

async function show(path: string) {
  signIn({ id: 5, nickName: '张工', role: '3' });
  return renderInApp(
    <>
      <Routes>
        <Route path="/certificate/:id" element={<CertificatePage />} />
        <Route path="/job/:id" element={<p>job page</p>} />
      </Routes>
      <Here />
    </>,
    { path, language: 'zh' },
  );
}

describe('/certificate/{id}', { timeout: 30_000 }, () => {
  it('shows the certificate in zh with its description, counts, recruiting jobs, related courses and standards', async () => {
    const calls = serve();
    await show('/certificate/3');
    expect(await screen.findByRole('heading', { name: '一级建造师' })).toBeTruthy();
    expect(screen.getByText('Class 1 Registered Constructor')).toBeTruthy();
    expect(screen.getByText('建设工程项目经理的执业资格，可担任大中型项目的项目经理。')).toBeTruthy();
    expect(screen.getByText('持有人才')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('11')).toBeTruthy();
    expect(screen.getByText('分类: 施工')).toBeTruthy();
    // More jobs than listed: a link to the job list filtered by the certificate.
    expect(screen.getByRole('link', { name: '在职位列表中查看全部 11 个' }).getAttribute('href')).toBe('/jobs?cert=3');
    expect(await screen.findByRole('link', { name: /一级建造师执业资格考试大纲/ })).toBeTruthy();
    const course = await screen.findByRole('link', { name: /一级建造师《建设工程项目管理》精讲/ });
    expect(course.getAttribute('href')).toBe('/course/17');
    expect(calls.find((c) => c.path === '/u/v1/user/get/course/list')?.query.get('cert')).toBe('3');
    const search = calls.find((c) => c.path === '/u/v1/user/search/standard');
    expect(search?.body).toEqual({ pn: 1, psize: 10, ch_name: '一级建造师' });
    expect(document.title).toContain('一级建造师');
    fireEvent.click(screen.getByRole('link', { name: '机电项目经理' }));
    expect(await screen.findByText('job page')).toBeTruthy();
    expect(screen.getByTestId('here').textContent).toBe('/job/41');
  });

  it('an unknown certificate says so', async () => {
    serve();
    await show('/certificate/99');
    expect(await screen.findByText('该专业或证书不存在或已被删除')).toBeTruthy();
  });
});
