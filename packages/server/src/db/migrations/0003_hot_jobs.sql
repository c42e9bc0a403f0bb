CREATE TABLE "hot_jobs" (
	"rank" integer PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"applications" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hot_jobs" ADD CONSTRAINT "hot_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;