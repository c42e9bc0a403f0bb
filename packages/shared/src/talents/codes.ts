import { JOB_LIMITS } from '../jobs/codes.ts';

// Codes and limits of the talents area: no schemas, so the light /talents page loads them without zod (ADR 0097).

/** Resume completeness counts from 0 to this (ADR 0095). */
export const TALENT_STAR_MAX = 5;

export const TALENT_LIMITS = {
  keyword: JOB_LIMITS.keyword,
  filter: JOB_LIMITS.filter,
  /** The most majors or certificates one search may require (a talent must hold them all). */
  catalogueFilter: JOB_LIMITS.catalogueLinks,
  maxExperience: 50,
  maxDegree: 4,
  /** Hot talents on the HR's home page. */
  hot: 8,
} as const;
