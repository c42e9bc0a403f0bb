DROP INDEX "applications_seeker_idx";--> statement-breakpoint
DROP INDEX "applications_job_idx";--> statement-breakpoint
DROP INDEX "jobs_listed_recent_idx";--> statement-breakpoint
DROP INDEX "jobs_hr_idx";--> statement-breakpoint
DROP INDEX "jobs_review_idx";--> statement-breakpoint
CREATE INDEX "applications_seeker_idx" ON "applications" USING btree ("seeker_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_listed_recent_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."review_status" = 'approved' and "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_hr_idx" ON "jobs" USING btree ("hr_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_review_idx" ON "jobs" USING btree ("review_status","created_at" DESC NULLS FIRST);