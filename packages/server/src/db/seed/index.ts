import { ROLES } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Config, isLoopbackHost } from '../../config.ts';
import { demoBidLines, seedBids } from './bids.ts';
import { seedCatalog } from './catalog.ts';
import { seedCompanyHomepage } from './company-homepage.ts';
import { seedCompanies } from './company-info.ts';
import { seedCourses } from './courses.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { seedForumComments } from './forum-comments.ts';
import { seedForumPosts } from './forum-posts.ts';
import { seedJobs } from './jobs.ts';
import { seedViewRequests } from './permissions.ts';
import { seedResumes } from './resumes.ts';
import { seedingIn } from './seeding.ts';
import { seedSlides } from './slides.ts';
import { seedStandards } from './standards.ts';

/**
 * `npm start` (embedded database, loopback) seeds demo data on its first start. Demo accounts share a published
 * password, so production, PostgreSQL and a server reachable beyond loopback seed only on SEED_DEMO=yes.
 */
export function shouldSeed(config: Config): boolean {
  if (config.seedDemo !== 'auto') return config.seedDemo === 'yes';
  return config.nodeEnv !== 'production' && !config.databaseUrl && isLoopbackHost(config.host);
}

export async function seedDemoIfWanted(app: FastifyInstance, config: Config): Promise<void> {
  if (!shouldSeed(config)) return;
  if ((await app.services.accounts.count()) > 0) return;
  await seedDemo(app);
  const lines = [
    ...DEMO_USERS.map((u) => `  ${u.label.padEnd(12)} ${u.phone}`),
    '  (also recruiters 13900000003 … 13900000010 and job seekers 13700000004 … 13700000035)',
    // The demo bids' pages open without a login at these random links with these codes (both drawn on every seed).
    ...(await demoBidLines(app)),
  ];
  app.log.warn(
    `Demo accounts seeded with the published password "${DEMO_PASSWORD}": anyone who reaches this server can ` +
      `sign in as the demo administrator. Set SEED_DEMO=no and create a real admin (npm run admin:create) for ` +
      `a deployment. Demo logins:\n${lines.join('\n')}`,
  );
  console.log(`\nDemo logins (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`);
}

/** One transaction: a half-seeded database would never be seeded again. */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const seeding = seedingIn(app, tx);
    await seeding.accounts.createMany(DEMO_USERS, DEMO_PASSWORD);
    await seedCatalog(tx);
    await seedResumes(seeding);
    // The resumes are written row by row above; the talent pool indexes them once they are complete.
    const seekers = await seeding.accounts.listByRole(ROLES.seeker);
    await app.services.talents.withTx(tx).rebuildAll(seekers.map((seeker) => seeker.id));
    await seedBids(
      app,
      tx,
      seekers.map((seeker) => seeker.id),
    );
    await seedSlides(seeding);
    // Last: jobs link to the catalogue and take applications from the job seekers seeded before.
    await seedJobs(seeding);
    await seedCompanies(seeding);
    await seedStandards(app, tx);
    // Started by the demo job seekers and recruiters.
    const recruiters = await seeding.accounts.listByRole(ROLES.hr);
    await seedCourses(
      app,
      tx,
      [...seekers, ...recruiters].map((user) => user.id),
    );
    await seedCompanyHomepage(app, tx);
    await seedForumPosts(app, tx);
    // Comments, replies and likes on the forum's demo posts: after the posts are seeded.
    await seedForumComments(app, tx);
  });
  // After the transaction: a request reads the resume through its policy, whose grants query outside it.
  await seedViewRequests(app);
  // Searches choose between the recency walk and the token index by the planner's statistics (ADR 0090); PGlite
  // has no autovacuum to gather them.
  await app.database.db.execute(sql`analyze jobs`);
  await app.database.db.execute(sql`analyze talent_index`);
  await app.services.standards.analyze();
  await app.services.forumPosts.analyze();
  // The hot majors rank what was just seeded (the maintenance task would wait for its period otherwise).
  await app.services.catalogPages.recomputeHot();
}
