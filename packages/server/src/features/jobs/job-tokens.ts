import { CITIES, JOB_TYPES } from '@app/shared';
import { documentTokens } from '../../lib/search-tokens.ts';

type Names = { name: string; en_name: string };
export type TokenSource = {
  title: string;
  description: string;
  company: string;
  address: string;
  publisher_name: string;
  city: string;
  job_type: string;
};

/** Everything a keyword should find a job by, in both languages (DESIGN §3, ADR 0011). */
export function jobTokens(job: TokenSource, certs: Names[], majors: Names[]) {
  const city = CITIES.find((c) => c.value === job.city);
  const jobType = JOB_TYPES.find((t) => t.value === job.job_type);
  return {
    searchTokens: documentTokens(
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
    titleTokens: documentTokens(job.title),
  };
}
