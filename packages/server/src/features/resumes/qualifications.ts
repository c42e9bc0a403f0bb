import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resumes, userCertificates, userMajors } from '../../db/schema/index.ts';

/** What a job seeker holds, for matching them against a job's requirements. */
export type SeekerQualifications = {
  certIds: ReadonlySet<number>;
  majorIds: ReadonlySet<number>;
  /** Years of experience from the resume; null when there is no resume yet. */
  experience: number | null;
};

/** Qualifications of several job seekers at once; a seeker without any resume data still gets an entry. */
export type QualificationsReader = (userIds: number[]) => Promise<Map<number, SeekerQualifications>>;

/** Reads majors, certificates and experience of many seekers in three queries (no query per seeker). */
export function createQualificationsReader(db: Db): QualificationsReader {
  return async (userIds) => {
    const ids = [...new Set(userIds)];
    const profiles = new Map<number, SeekerQualifications>();
    if (ids.length === 0) return profiles;
    const [resumeRows, certRows, majorRows] = await Promise.all([
      db
        .select({ userId: resumes.userId, experience: resumes.experience })
        .from(resumes)
        .where(inArray(resumes.userId, ids)),
      db
        .select({ userId: userCertificates.userId, id: userCertificates.certificateId })
        .from(userCertificates)
        .where(inArray(userCertificates.userId, ids)),
      db
        .select({ userId: userMajors.userId, id: userMajors.majorId })
        .from(userMajors)
        .where(inArray(userMajors.userId, ids)),
    ]);
    for (const id of ids) profiles.set(id, { certIds: new Set(), majorIds: new Set(), experience: null });
    for (const row of resumeRows) {
      const profile = profiles.get(row.userId);
      if (profile) profile.experience = row.experience;
    }
    for (const row of certRows) (profiles.get(row.userId)?.certIds as Set<number> | undefined)?.add(row.id);
    for (const row of majorRows) (profiles.get(row.userId)?.majorIds as Set<number> | undefined)?.add(row.id);
    return profiles;
  };
}
