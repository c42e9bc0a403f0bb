CREATE TABLE "course_lessons" (
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"en_title" text NOT NULL,
	"minutes" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"en_body" text DEFAULT '' NOT NULL,
	"video_url" text,
	CONSTRAINT "course_lessons_course_id_position_pk" PRIMARY KEY("course_id","position"),
	CONSTRAINT "course_lessons_position_non_negative" CHECK ("course_lessons"."position" >= 0 and "course_lessons"."minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "course_lessons" ("course_id", "position", "title", "en_title", "minutes")
SELECT "courses"."id", "lesson"."ord" - 1, "lesson"."item"->>'title', "lesson"."item"->>'en_title', ("lesson"."item"->>'minutes')::integer
FROM "courses" CROSS JOIN LATERAL jsonb_array_elements("courses"."outline") WITH ORDINALITY AS "lesson"("item", "ord");--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "lesson_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "courses" SET "lesson_count" = jsonb_array_length("outline");--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "outline";--> statement-breakpoint
CREATE TABLE "course_learners" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_learners_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "course_learners" ADD CONSTRAINT "course_learners_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_learners" ADD CONSTRAINT "course_learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_learners_user_idx" ON "course_learners" USING btree ("user_id","course_id");--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_counts_non_negative";--> statement-breakpoint
ALTER TABLE "courses" RENAME COLUMN "view_count" TO "learner_count";--> statement-breakpoint
UPDATE "courses" SET "learner_count" = 0;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_counts_non_negative" CHECK ("courses"."learner_count" >= 0 and "courses"."duration_minutes" >= 0 and "courses"."lesson_count" >= 0);
