import { inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { resumes, userCertificates, userMajors } from '../../db/schema/index.ts';

/** What a job seeker holds, for matching them against a job's requirements. */
type SeekerQualifications = {
  certIds: ReadonlySet<number>;
  majorIds: ReadonlySet<number>;
  /** Years of experience from the resume; null when there is no resume yet. */
  experience: number | null;
};

/** Qualifications of several job seekers at once; a seeker without any resume data still gets an entry. */
export type QualificationsReader = (userIds: number[]) => Promise<Map<number, SeekerQualifications>>;

type Fact = 'experience' | 'cert' | 'major';

/**
 * Reads majors, certificates and experience of many seekers in one query (one round trip whatever their number:
 * a job search or a job page of a seeker reads them on every call): a row per resume, certificate and major.
 */
export function createQualificationsReader(db: Db): QualificationsReader {
  return async (userIds) => {
    const ids = [...new Set(userIds)];
    const profiles = new Map<number, { certIds: Set<number>; majorIds: Set<number>; experience: number | null }>();
    if (ids.length === 0) return profiles;
    const experience = db
      .select({
        fact: sql<Fact>`'experience'`.as('fact'),
        userId: resumes.userId,
        value: sql<number | null>`${resumes.experience}::integer`.as('value'),
      })
      .from(resumes)
      .where(inArray(resumes.userId, ids));
    const certs = db
      .select({
        fact: sql<Fact>`'cert'`.as('fact'),
        userId: userCertificates.userId,
        value: sql<number | null>`${userCertificates.certificateId}`.as('value'),
      })
      .from(userCertificates)
      .where(inArray(userCertificates.userId, ids));
    const majors = db
      .select({
        fact: sql<Fact>`'major'`.as('fact'),
        userId: userMajors.userId,
        value: sql<number | null>`${userMajors.majorId}`.as('value'),
      })
      .from(userMajors)
      .where(inArray(userMajors.userId, ids));
    const rows = await unionAll(experience, certs, majors);
    for (const id of ids) profiles.set(id, { certIds: new Set(), majorIds: new Set(), experience: null });
    for (const { fact, userId, value } of rows) {
      const profile = profiles.get(userId);
      if (!profile) continue;
      if (fact === 'experience') profile.experience = value;
      else if (value !== null) (fact === 'cert' ? profile.certIds : profile.majorIds).add(value);
    }
    return profiles;
  };
}
