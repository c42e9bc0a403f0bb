-- The admin dashboard (issue 12 item 1, ADR 0101): its counts by status walk a small partial index instead of the
-- job rows, and each per-day series of the last 30 days reads only the window of a created_at index.
CREATE INDEX "jobs_dashboard_idx" ON "jobs" USING btree ("review_status","status") WHERE "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_edits_under_review_idx" ON "jobs" USING btree ("id") WHERE "jobs"."pending_review_status" = 'under_review' and "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "standard_purchases_created_idx" ON "standard_purchases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "oil_ledger_created_idx" ON "oil_ledger" USING btree ("created_at");
