CREATE TABLE "hot_majors" (
	"major_id" integer PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL,
	"job_count" integer NOT NULL,
	"talent_count" integer NOT NULL,
	"growth" integer NOT NULL,
	"score" integer NOT NULL,
	"level" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hot_majors_level_known" CHECK ("hot_majors"."level" in ('hot', 'rising', 'steady'))
);
--> statement-breakpoint
ALTER TABLE "hot_majors" ADD CONSTRAINT "hot_majors_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hot_majors_rank_idx" ON "hot_majors" USING btree ("rank");
