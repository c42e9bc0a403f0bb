import type { ResumePart } from '@app/shared';
import type { Db } from '../../db/client.ts';
import type { AuditService } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import { createApplicantsService } from './applicants-service.ts';
import { createCatalogueService } from './catalogue-service.ts';
import type { SeekerProfiles } from './job-views.ts';
import { createPostingsService } from './postings-service.ts';
import { createReviewService } from './review-service.ts';
import { createSearchService } from './search-service.ts';

export type JobsDeps = {
  db: Db;
  /** Notifications to HRs and seekers, written in the same transaction as the change. */
  messages: MessagesService;
  /** The administrators' review, end and delete are audited (ADR 0101). */
  audit: AuditService;
  /** Majors, certificates and experience of many seekers at once (the resumes service). */
  seekerProfiles: SeekerProfiles;
  /** The parts of a seeker's resume an application still needs (the resumes service, ADR 0093). */
  resumeGaps: (userId: number) => Promise<ResumePart[]>;
};

/**
 * The jobs area's services, one per kind of caller, built on the same dependencies; each route file takes the ones
 * it calls. Saved jobs and searches are built on their own (createSavedService).
 */
export function createJobsServices(deps: JobsDeps) {
  return {
    /** The job seeker's search, hot jobs and job page. */
    search: createSearchService(deps),
    /** The HR's own jobs. */
    postings: createPostingsService(deps),
    /** Applications, from both sides. */
    applicants: createApplicantsService(deps),
    /** The administrators' list, review, end and delete, and the dashboard's figures. */
    review: createReviewService(deps),
    /** What the catalogue area asks of jobs. */
    catalogue: createCatalogueService(deps),
  };
}
