ALTER TABLE "majors" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "en_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "majors" ADD CONSTRAINT "majors_description_length" CHECK (char_length("majors"."description") <= 2000 and char_length("majors"."en_description") <= 2000);--> statement-breakpoint
CREATE INDEX "majors_sort_idx" ON "majors" USING btree ("sort","id");--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "en_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_description_length" CHECK (char_length("certificates"."description") <= 2000 and char_length("certificates"."en_description") <= 2000);--> statement-breakpoint
CREATE INDEX "certificates_sort_idx" ON "certificates" USING btree ("sort","id");
