ALTER TABLE "jobs" ADD COLUMN "pending_edit" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pending_review_status" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pending_reject_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pending_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_review_queue_idx" ON "jobs" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE ("jobs"."review_status" = 'under_review' or "jobs"."pending_review_status" = 'under_review') and "jobs"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pending_review_status_known" CHECK (("jobs"."pending_edit" is null) = ("jobs"."pending_review_status" is null) and "jobs"."pending_review_status" in ('under_review', 'rejected'));