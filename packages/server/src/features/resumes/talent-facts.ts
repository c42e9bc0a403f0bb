import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  certificatePhotos,
  certificates,
  majors,
  projectImages,
  projects,
  resumes,
  userCertificates,
  userMajors,
} from '../../db/schema/index.ts';
import type { ResumeRow } from './repository.ts';

type Named = { id: number; name: string; en_name: string };

/** What the talent pool copies from a resume (features/talents, ADR 0095). */
export type TalentFacts = {
  resume: Omit<ResumeRow, 'mobile' | 'email' | 'wechat' | 'birthday'> & { hasBirthday: boolean; hasEmail: boolean };
  majors: Named[];
  certificates: Named[];
  /** Project names and positions, for the keyword. */
  projects: Array<{ name: string; position: string }>;
  /** Certificate photos and project images. */
  pictures: number;
};

/** The resumes of many seekers at once (users without one are left out), in six queries whatever their number. */
export function createTalentFactsReader(db: Db) {
  return async (userIds: number[]): Promise<Map<number, TalentFacts>> => {
    const ids = [...new Set(userIds)];
    const facts = new Map<number, TalentFacts>();
    if (ids.length === 0) return facts;
    // One after the other: the talent pool reads them inside the transaction that changed the resume, one
    // connection running one query at a time (pg deprecates queueing a second while the first runs).
    const resumeRows = await db.select().from(resumes).where(inArray(resumes.userId, ids));
    const majorRows = await db
      .select({ userId: userMajors.userId, id: majors.id, name: majors.name, en_name: majors.enName })
      .from(userMajors)
      .innerJoin(majors, eq(majors.id, userMajors.majorId))
      .where(inArray(userMajors.userId, ids))
      .orderBy(asc(majors.sort), asc(majors.id));
    const certRows = await db
      .select({
        userId: userCertificates.userId,
        id: certificates.id,
        name: certificates.name,
        en_name: certificates.enName,
      })
      .from(userCertificates)
      .innerJoin(certificates, eq(certificates.id, userCertificates.certificateId))
      .where(inArray(userCertificates.userId, ids))
      .orderBy(asc(certificates.sort), asc(certificates.id));
    const projectRows = await db
      .select({ userId: projects.userId, name: projects.projectName, position: projects.position })
      .from(projects)
      .where(inArray(projects.userId, ids))
      .orderBy(asc(projects.id));
    const photoRows = await db
      .select({ userId: certificatePhotos.userId, n: count() })
      .from(certificatePhotos)
      .where(inArray(certificatePhotos.userId, ids))
      .groupBy(certificatePhotos.userId);
    const imageRows = await db
      .select({ userId: projectImages.userId, n: count() })
      .from(projectImages)
      .where(inArray(projectImages.userId, ids))
      .groupBy(projectImages.userId);
    for (const { mobile: _m, email, wechat: _w, birthday, ...resume } of resumeRows) {
      facts.set(resume.userId, {
        resume: { ...resume, hasBirthday: birthday !== null, hasEmail: email.trim() !== '' },
        majors: [],
        certificates: [],
        projects: [],
        pictures: 0,
      });
    }
    for (const { userId, ...major } of majorRows) facts.get(userId)?.majors.push(major);
    for (const { userId, ...cert } of certRows) facts.get(userId)?.certificates.push(cert);
    for (const { userId, ...project } of projectRows) facts.get(userId)?.projects.push(project);
    for (const { userId, n } of [...photoRows, ...imageRows]) {
      const found = facts.get(userId);
      if (found) found.pictures += n;
    }
    return facts;
  };
}
