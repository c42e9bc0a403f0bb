-- The admin job list (issue 12 item 3): every job that is not deleted, most recently changed or created first (or
-- last), read a page at a time from an index instead of sorting the whole table; the status filter (a rare status
-- such as ended) reads and counts its own index instead of filtering every row.
CREATE INDEX "jobs_admin_updated_idx" ON "jobs" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_admin_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_admin_status_idx" ON "jobs" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."deleted_at" is null;
