import { ROLES } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from './demo-users.ts';

/** What each demo recruiter asked of the seekers with closed resumes, and how the seekers answered. */
const DEMO_VIEW_REQUESTS = [
  { hr: 0, answer: 'pending', message: '您好，我们正在招聘项目骨干，想先了解一下您的项目经历。' },
  { hr: 0, answer: 'allowed', message: '您好，看到您的资质很匹配我们的项目，方便开放一下简历吗？' },
  { hr: 0, answer: 'rejected', message: '您好，想邀请您了解一个新项目的机会，方便看一下您的简历吗？' },
  { hr: 0, answer: 'revoked', message: '您好，我们有一个总工程师岗位，想看看您的完整简历。' },
  {
    hr: 1,
    answer: 'pending',
    message: 'Hello, we have an opening that fits your background and would like to see your resume.',
  },
  {
    hr: 1,
    answer: 'allowed',
    message: 'Hi, your certificates match our BIM coordinator opening. May I view your resume?',
  },
] as const;

/**
 * Demo resume view requests, built through the permissions service as an HR and the seekers
 * would: the two README recruiters ask seekers whose resumes are closed; some requests wait, others are allowed
 * (and the resume read once), rejected or revoked, with the messages the app sends. Runs after the seeding
 * transaction: a request reads the resume through its policy, whose grants query outside any transaction.
 */
export async function seedViewRequests(app: FastifyInstance): Promise<void> {
  const { accounts, jobs, permissions } = app.services;
  const hrPhones = DEMO_USERS.filter((u) => u.role === ROLES.hr).map((u) => u.phone);
  const hrs = (await accounts.listByRole(ROLES.hr)).filter((a) => hrPhones.includes(a.phone));
  hrs.sort((a, b) => hrPhones.indexOf(a.phone) - hrPhones.indexOf(b.phone));
  const seekers = await accounts.listByRole(ROLES.seeker);
  const actor = (a: { id: number; role: typeof ROLES.hr | typeof ROLES.seeker; nickName: string }) => ({
    id: a.id,
    role: a.role,
    nickName: a.nickName,
    sessionId: 0,
  });
  const asked = new Map<number, number>();
  for (const [index, plan] of DEMO_VIEW_REQUESTS.entries()) {
    const account = hrs[plan.hr];
    if (!account) continue;
    const hr = actor({ ...account, role: ROLES.hr });
    const [job] = await jobs.postings.jobOptions(hr);
    // The next seeker (after the ones this HR asked) whose closed resume this HR may not read yet.
    let seeker: (typeof seekers)[number] | undefined;
    for (let i = asked.get(plan.hr) ?? 0; i < seekers.length; i += 1) {
      const candidate = seekers[i];
      asked.set(plan.hr, i + 1);
      if (candidate && !(await permissions.check(hr, candidate.id).catch(() => true))) {
        seeker = candidate;
        break;
      }
    }
    if (!seeker) return;
    const body = { hunter_id: seeker.id, message: plan.message, ...(job && index % 2 === 0 ? { job_id: job.id } : {}) };
    const { request_id } = await permissions.request(hr, body);
    if (plan.answer === 'pending') continue;
    const answering = actor({ ...seeker, role: ROLES.seeker });
    await permissions.answer(answering, { request_id, allow: plan.answer !== 'rejected' });
    if (plan.answer === 'rejected') continue;
    await permissions.viewResume(hr, seeker.id);
    if (plan.answer === 'revoked') await permissions.revoke(answering, { request_id });
  }
}
