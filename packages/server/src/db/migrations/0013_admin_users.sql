-- The administrators' user list (issue 12 item 2, ADR 0102): its default order (newest first), each filter and
-- each sort walk an index; a phone prefix is a range scan of text_pattern_ops (any collation).
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_disabled_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."disabled";--> statement-breakpoint
CREATE INDEX "users_crude_num_idx" ON "users" USING btree ("crude_num","id");--> statement-breakpoint
CREATE INDEX "users_phone_prefix_idx" ON "users" USING btree ("phone" text_pattern_ops);
