import { type CatalogOption, EXPERIENCE_BANDS, type ExperienceBand, type JobMatch } from '@app/shared';

/** What the match score needs to know about a job seeker (the resumes service's qualificationsOf). */
export type SeekerQualifications = {
  certIds: ReadonlySet<number>;
  majorIds: ReadonlySet<number>;
  /** Years of experience from the resume; null when there is no resume yet. */
  experience: number | null;
};

const MATCH_WEIGHTS = { certificates: 50, majors: 30, experience: 20 } as const;

/**
 * The match score of docs/decisions (match score ADR):
 * - certificates (50): the share of the job's required certificates the seeker holds; all when none are required;
 * - majors (30): full when the seeker holds any accepted major (they are alternatives) or none is listed;
 *   with one held, the other accepted majors are not reported missing (the counts and chips agree);
 * - experience (20): years / the band's minimum years, capped at 1; full for "fresh"; 0 without a resume.
 */
export function matchScore(
  job: { certs: CatalogOption[]; majors: CatalogOption[]; experience: ExperienceBand | string },
  seeker: SeekerQualifications | null,
): JobMatch {
  const certHeld = job.certs.filter((c) => seeker?.certIds.has(c.id));
  const certMissing = job.certs.filter((c) => !seeker?.certIds.has(c.id));
  const majorHeld = job.majors.filter((m) => seeker?.majorIds.has(m.id));
  // The listed majors are alternatives: one held satisfies the requirement, so none is missing then.
  const majorMissing = majorHeld.length ? [] : job.majors.filter((m) => !seeker?.majorIds.has(m.id));
  const requiredYears = EXPERIENCE_BANDS.find((b) => b.value === job.experience)?.minYears ?? 0;
  const years = seeker?.experience ?? null;

  const certPart = job.certs.length ? certHeld.length / job.certs.length : 1;
  const majorPart = job.majors.length === 0 || majorHeld.length > 0 ? 1 : 0;
  const experiencePart = years === null ? 0 : requiredYears === 0 ? 1 : Math.min(1, years / requiredYears);
  const score =
    MATCH_WEIGHTS.certificates * certPart +
    MATCH_WEIGHTS.majors * majorPart +
    MATCH_WEIGHTS.experience * experiencePart;

  return {
    score: Math.round(score),
    cert_held: certHeld,
    cert_missing: certMissing,
    major_held: majorHeld,
    major_missing: majorMissing,
    experience_years: years,
    required_years: requiredYears,
    experience_ok: years !== null && years >= requiredYears,
  };
}
