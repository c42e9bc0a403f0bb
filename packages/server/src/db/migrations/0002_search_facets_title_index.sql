CREATE INDEX "jobs_title_tokens_gin" ON "jobs" USING gin ("title_tokens");--> statement-breakpoint
-- Facet tokens of the filters (ADR 0090), as features/jobs/job-tokens.ts writes them for new and edited jobs.
UPDATE "jobs" j SET "search_tokens" = array(
  SELECT DISTINCT t FROM unnest(
    j."search_tokens"
    || array['city:' || lower(j."city"), 'type:' || lower(j."job_type"), 'exp:' || lower(j."experience"), 'salary:' || lower(j."salary")]
    || array(SELECT 'cert:' || c."certificate_id" FROM "job_certificates" c WHERE c."job_id" = j."id")
    || array(SELECT 'major:' || m."major_id" FROM "job_majors" m WHERE m."job_id" = j."id")
  ) AS t ORDER BY t
);--> statement-breakpoint
-- The planner picks between the recency walk and the GIN lookup by these statistics; PGlite has no autovacuum.
ANALYZE "jobs";
