// @vitest-environment happy-dom
import type { JobMatch } from '@app/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { hrJob } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { JobCard } from './job-card.tsx';

const job = { ...hrJob, publisher_name: '陈静', create_time: '2026-11-21T02:00:00.000Z' };

describe('a job card', () => {
  it('says who posted it and when in one phrase', async () => {
    signIn({ id: 12, nickName: 'Wang', role: '3' });
    await renderInApp(<JobCard job={job} />, { path: '/jobs', language: 'en' });
    expect(await screen.findByText('Posted by 陈静 on 2026-11-21')).toBeTruthy();
    expect(screen.queryByText(/Posted 2026/)).toBeNull();
  });

  it('in Chinese too', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    await renderInApp(<JobCard job={job} />, { path: '/jobs' });
    expect(await screen.findByText('陈静 发布于 2026-11-21')).toBeTruthy();
  });

  const match: JobMatch = {
    score: 0,
    cert_held: [],
    cert_missing: [],
    major_held: [],
    major_missing: [],
    experience_years: null,
    required_years: 3,
    experience_ok: false,
  };

  it('asks a seeker whose resume gives no experience yet to complete it, instead of a 0% match', async () => {
    signIn({ id: 12, nickName: '王建国', role: '3' });
    fakeApi({});
    await renderInApp(<JobCard job={{ ...job, match }} />, { path: '/jobs' });
    expect(await screen.findByText('完善简历查看匹配度')).toBeTruthy();
    expect(screen.queryByText(/匹配度 0%|0%/)).toBeNull();
  });

  it('in English too, and a computed match still shows its score', async () => {
    signIn({ id: 12, nickName: 'Wang', role: '3' });
    fakeApi({});
    const { unmount } = await renderInApp(<JobCard job={{ ...job, match }} />, { path: '/jobs', language: 'en' });
    expect(await screen.findByText('Complete your resume to see the match')).toBeTruthy();
    unmount();
    await renderInApp(<JobCard job={{ ...job, match: { ...match, score: 85, experience_years: 6 } }} />, {
      path: '/jobs',
      language: 'en',
    });
    expect(await screen.findByText(/85%/)).toBeTruthy();
    expect(screen.queryByText('Complete your resume to see the match')).toBeNull();
  });
});
