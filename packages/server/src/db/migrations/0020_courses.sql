CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"en_title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"en_summary" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"cover_key" text,
	"outline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_level_check" CHECK ("courses"."level" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "courses_counts_non_negative" CHECK ("courses"."view_count" >= 0 and "courses"."duration_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_certificates" (
	"course_id" integer NOT NULL,
	"certificate_id" integer NOT NULL,
	CONSTRAINT "course_certificates_course_id_certificate_id_pk" PRIMARY KEY("course_id","certificate_id")
);
--> statement-breakpoint
CREATE TABLE "course_majors" (
	"course_id" integer NOT NULL,
	"major_id" integer NOT NULL,
	CONSTRAINT "course_majors_course_id_major_id_pk" PRIMARY KEY("course_id","major_id")
);
--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_majors" ADD CONSTRAINT "course_majors_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_majors" ADD CONSTRAINT "course_majors_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_search_tokens_gin" ON "courses" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "courses_published_recent_idx" ON "courses" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "courses"."published";--> statement-breakpoint
CREATE INDEX "course_certificates_certificate_idx" ON "course_certificates" USING btree ("certificate_id","course_id");--> statement-breakpoint
CREATE INDEX "course_majors_major_idx" ON "course_majors" USING btree ("major_id","course_id");
