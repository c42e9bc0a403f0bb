ALTER TABLE "applications" DROP CONSTRAINT "applications_job_seeker_unique";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_known";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_seeker_live_unique" ON "applications" USING btree ("job_id","seeker_id") WHERE "applications"."status" <> 'withdrawn';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_known" CHECK ("applications"."status" in ('submitted', 'viewed', 'interviewing', 'offered', 'rejected', 'withdrawn'));