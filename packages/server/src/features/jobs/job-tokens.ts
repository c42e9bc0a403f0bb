import { CITIES, JOB_TYPES } from '@app/shared';
import { facetToken, facetTokens } from '../../lib/search/index.ts';
import { documentTokens } from '../../lib/search-tokens.ts';

type Names = { id: number; name: string; en_name: string };
export type TokenSource = {
  title: string;
  description: string;
  company: string;
  address: string;
  publisher_name: string;
  city: string;
  job_type: string;
  experience: string;
  salary: string;
};

/**
 * Everything a keyword should find a job by, in both languages (ADR 0090), and the facet tokens its
 * filters look up (city, type, experience, salary, majors, certificates; ADR 0090).
 */
export function jobTokens(job: TokenSource, certs: Names[], majors: Names[]) {
  const city = CITIES.find((c) => c.value === job.city);
  const jobType = JOB_TYPES.find((t) => t.value === job.job_type);
  return {
    searchTokens: [
      ...documentTokens(
        job.title,
        job.description,
        job.company,
        job.address,
        job.publisher_name,
        city?.zh,
        city?.en,
        jobType?.zh,
        jobType?.en,
        ...certs.flatMap((c) => [c.name, c.en_name]),
        ...majors.flatMap((m) => [m.name, m.en_name]),
      ),
      facetToken('city', job.city),
      facetToken('type', job.job_type),
      facetToken('exp', job.experience),
      facetToken('salary', job.salary),
      ...facetTokens(
        'cert',
        certs.map((c) => c.id),
      ),
      ...facetTokens(
        'major',
        majors.map((m) => m.id),
      ),
    ],
    titleTokens: documentTokens(job.title),
  };
}
