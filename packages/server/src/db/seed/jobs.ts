import { ROLES } from '@app/shared';
import { applicationMoved, applicationReceived, jobTokens } from '../../features/jobs/index.ts';
import type { Db } from '../client.ts';
import { applications, certificates, jobCertificates, jobMajors, jobs, majors } from '../schema/index.ts';
import { seedCatalog } from './catalog.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import {
  DEMO_COMPANIES,
  DEMO_JOB_HRS,
  DEMO_JOBS,
  type DemoCompany,
  type DemoJob,
  pickDemoApplication,
} from './jobs-data.ts';
import { seededRandom } from './random.ts';
import type { Seeding } from './seeding.ts';

const DAY = 86_400_000;

async function idsByName(tx: Db) {
  const certRows = await tx.select().from(certificates);
  const majorRows = await tx.select().from(majors);
  return {
    certs: new Map(certRows.map((c) => [c.name, { id: c.id, name: c.name, en_name: c.enName }])),
    majors: new Map(majorRows.map((m) => [m.name, { id: m.id, name: m.name, en_name: m.enName }])),
  };
}

function reviewOf(job: DemoJob) {
  if (job.state === 'review') return { reviewStatus: 'under_review', rejectReason: '' };
  if (job.state === 'rejected') return { reviewStatus: 'rejected', rejectReason: job.rejectReason ?? '' };
  return { reviewStatus: 'approved', rejectReason: '' };
}

/**
 * Demo jobs: the catalogue they link to (idempotent), more recruiters, 64 bilingual jobs across the eight cities (some
 * ended, under review or rejected) and applications from the job seekers already seeded, with the
 * notifications the app would have sent.
 */
export async function seedJobs(seeding: Seeding, now = new Date()): Promise<void> {
  const { tx, accounts } = seeding;
  await seedCatalog(tx);
  await accounts.createMany(
    DEMO_JOB_HRS.map((hr) => ({ phone: hr.phone, role: ROLES.hr, nickName: hr.nickName })),
    DEMO_PASSWORD,
  );
  const hrIdByPhone = await accounts.idsByPhone([...new Set(Object.values(DEMO_COMPANIES).map((c) => c.hrPhone))]);
  const catalogue = await idsByName(tx);

  const posted: Array<{ id: number; hrId: number; title: string; createdAt: Date; listed: boolean }> = [];
  for (const job of DEMO_JOBS) {
    const company: DemoCompany = DEMO_COMPANIES[job.company];
    const hrId = hrIdByPhone.get(company.hrPhone);
    if (!hrId) continue;
    const certs = job.certs.flatMap((name) => catalogue.certs.get(name) ?? []);
    const majorRefs = job.majors.flatMap((name) => catalogue.majors.get(name) ?? []);
    const address = company.sites[job.city] ?? '';
    const form = {
      title: job.title,
      description: job.desc,
      company: company.name,
      address,
      publisher_name: company.contact,
      city: job.city,
      job_type: job.type,
      experience: job.exp,
      salary: job.salary,
    };
    const createdAt = new Date(now.getTime() - job.daysAgo * DAY - (posted.length % 9) * 3_600_000);
    const [row] = await tx
      .insert(jobs)
      .values({
        hrId,
        title: job.title,
        city: job.city,
        address,
        company: company.name,
        companyDesc: company.desc,
        publisherName: company.contact,
        description: job.desc,
        phone: company.phone,
        email: company.email,
        wechat: company.wechat,
        jobType: job.type,
        experience: job.exp,
        salary: job.salary,
        status: job.state === 'ended' ? 2 : 1,
        ...reviewOf(job),
        reviewedAt: job.state === 'review' ? null : createdAt,
        ...jobTokens(form, certs, majorRefs),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: jobs.id });
    if (!row) continue;
    if (certs.length)
      await tx.insert(jobCertificates).values(certs.map((c) => ({ jobId: row.id, certificateId: c.id })));
    if (majorRefs.length) await tx.insert(jobMajors).values(majorRefs.map((m) => ({ jobId: row.id, majorId: m.id })));
    posted.push({ id: row.id, hrId, title: job.title, createdAt, listed: reviewOf(job).reviewStatus === 'approved' });
  }

  await seedApplications(seeding, posted, now);
}

async function seedApplications(
  { tx, accounts, messages }: Seeding,
  posted: Array<{ id: number; hrId: number; title: string; createdAt: Date; listed: boolean }>,
  now: Date,
) {
  const seekers = await accounts.listByRole(ROLES.seeker);
  if (seekers.length === 0) return;
  const next = seededRandom(20_260_401);
  const listed = posted.filter((j) => j.listed);
  for (const [index, job] of listed.entries()) {
    // Every third listed job gets no applicant, so the HR screens show both states.
    const count = index % 3 === 2 ? 0 : 1 + Math.floor(next() * Math.min(4, seekers.length));
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(Math.floor(next() * seekers.length));
    for (const seekerIndex of chosen) {
      const seeker = seekers[seekerIndex];
      if (!seeker) continue;
      const age = now.getTime() - job.createdAt.getTime();
      const createdAt = new Date(job.createdAt.getTime() + Math.floor(next() * Math.max(age, 3_600_000) * 0.8));
      const { status, openDays, movedAt } = pickDemoApplication(next, createdAt.getTime(), now.getTime());
      const [application] = await tx
        .insert(applications)
        .values({
          jobId: job.id,
          seekerId: seeker.id,
          hrId: job.hrId,
          openDays,
          openedUntil: new Date(createdAt.getTime() + openDays * DAY),
          status,
          createdAt,
          updatedAt: movedAt ?? createdAt,
          viewedAt: status === 'submitted' ? null : movedAt,
          interviewingAt: status === 'interviewing' || status === 'offered' ? movedAt : null,
          offeredAt: status === 'offered' ? movedAt : null,
          rejectedAt: status === 'rejected' ? movedAt : null,
        })
        .onConflictDoNothing()
        .returning({ id: applications.id });
      if (!application) continue;
      const ids = { hrId: job.hrId, seekerId: seeker.id, jobTitle: job.title, applicationId: application.id };
      await messages.notify(applicationReceived({ ...ids, jobId: job.id, seekerName: seeker.nickName }));
      if (status !== 'submitted') await messages.notify(applicationMoved({ ...ids, status }));
    }
  }
}
