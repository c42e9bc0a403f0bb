ALTER TABLE "applications" ADD COLUMN "reject_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "hr_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "hr_note_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_reject_reason_length" CHECK (char_length("applications"."reject_reason") <= 200);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_hr_note_length" CHECK (char_length("applications"."hr_note") <= 1000);