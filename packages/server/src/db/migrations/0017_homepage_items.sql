CREATE TABLE "homepage_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"en_title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"en_body" text DEFAULT '' NOT NULL,
	"image_key" text,
	"link" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homepage_items_section_check" CHECK ("homepage_items"."section" in ('service', 'achievement', 'qualification', 'carousel')),
	CONSTRAINT "homepage_items_carousel_image_check" CHECK ("homepage_items"."section" <> 'carousel' or "homepage_items"."image_key" is not null)
);
--> statement-breakpoint
CREATE INDEX "homepage_items_section_idx" ON "homepage_items" USING btree ("section","position","id");
