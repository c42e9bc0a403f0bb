// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hrJob } from '../../../test/fixtures.ts';
import { renderInApp, signIn } from '../../../test/render.tsx';
import { JobCard } from './job-card.tsx';

const job = { ...hrJob, publisher_name: '陈静', create_time: '2026-11-21T02:00:00.000Z' };

describe('a job card (issue 9 item 18)', () => {
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
});
