CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"seeker_id" integer NOT NULL,
	"hr_id" integer NOT NULL,
	"open_days" integer NOT NULL,
	"opened_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"interviewing_at" timestamp with time zone,
	"offered_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	CONSTRAINT "applications_job_seeker_unique" UNIQUE("job_id","seeker_id"),
	CONSTRAINT "applications_open_days_range" CHECK ("applications"."open_days" between 1 and 365),
	CONSTRAINT "applications_status_known" CHECK ("applications"."status" in ('submitted', 'viewed', 'interviewing', 'offered', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "job_certificates" (
	"job_id" integer NOT NULL,
	"certificate_id" integer NOT NULL,
	CONSTRAINT "job_certificates_job_id_certificate_id_pk" PRIMARY KEY("job_id","certificate_id")
);
--> statement-breakpoint
CREATE TABLE "job_majors" (
	"job_id" integer NOT NULL,
	"major_id" integer NOT NULL,
	CONSTRAINT "job_majors_job_id_major_id_pk" PRIMARY KEY("job_id","major_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"hr_id" integer NOT NULL,
	"title" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"company" text NOT NULL,
	"company_desc" text DEFAULT '' NOT NULL,
	"publisher_name" text NOT NULL,
	"description" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"wechat" text DEFAULT '' NOT NULL,
	"job_type" text NOT NULL,
	"experience" text NOT NULL,
	"salary" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"review_status" text DEFAULT 'under_review' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"title_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "jobs_status_known" CHECK ("jobs"."status" in (1, 2)),
	CONSTRAINT "jobs_review_status_known" CHECK ("jobs"."review_status" in ('under_review', 'approved', 'rejected')),
	CONSTRAINT "jobs_job_type_known" CHECK ("jobs"."job_type" in ('full_time', 'part_time', 'internship')),
	CONSTRAINT "jobs_experience_known" CHECK ("jobs"."experience" in ('fresh', '1-3', '3-5', '5-10', '10+')),
	CONSTRAINT "jobs_salary_known" CHECK ("jobs"."salary" in ('0-5', '5-10', '10-20', '20-40', '40+'))
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"en_title" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_hr_id_users_id_fk" FOREIGN KEY ("hr_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_certificates" ADD CONSTRAINT "job_certificates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_certificates" ADD CONSTRAINT "job_certificates_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_majors" ADD CONSTRAINT "job_majors_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_majors" ADD CONSTRAINT "job_majors_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hr_id_users_id_fk" FOREIGN KEY ("hr_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_seeker_idx" ON "applications" USING btree ("seeker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_hr_seeker_idx" ON "applications" USING btree ("hr_id","seeker_id","opened_until");--> statement-breakpoint
CREATE INDEX "job_certificates_cert_idx" ON "job_certificates" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "job_majors_major_idx" ON "job_majors" USING btree ("major_id");--> statement-breakpoint
CREATE INDEX "jobs_search_tokens_gin" ON "jobs" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "jobs_listed_recent_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."review_status" = 'approved' and "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_hr_idx" ON "jobs" USING btree ("hr_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_review_idx" ON "jobs" USING btree ("review_status","created_at" DESC NULLS LAST);