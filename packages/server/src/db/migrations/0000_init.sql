CREATE TABLE "captchas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT '3' NOT NULL,
	"nick_name" text NOT NULL,
	"profile_pic_url" text DEFAULT '' NOT NULL,
	"crude_num" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_crude_num_non_negative" CHECK ("users"."crude_num" >= 0),
	CONSTRAINT "users_role_known" CHECK ("users"."role" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"en_name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "certificates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"en_name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "majors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sender_id" integer,
	"message_type" text NOT NULL,
	"content" text NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"event_id" integer,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_name" text NOT NULL,
	"description" text NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_images_type_known" CHECK ("project_images"."type" in ('design', 'prototype', 'product', 'other'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_name" text NOT NULL,
	"chinese_name" text DEFAULT '' NOT NULL,
	"position" text NOT NULL,
	"description" text NOT NULL,
	"start_time" date NOT NULL,
	"end_time" date NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_end_not_before_start" CHECK ("projects"."end_time" >= "projects"."start_time")
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"chinese_name" text DEFAULT '' NOT NULL,
	"gender" text,
	"birthday" date,
	"degree" smallint,
	"status" smallint,
	"experience" smallint,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"wechat" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"self_desc" text DEFAULT '' NOT NULL,
	"video_key" text DEFAULT '' NOT NULL,
	"enable_resume" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumes_degree_known" CHECK ("resumes"."degree" between 0 and 4),
	CONSTRAINT "resumes_status_known" CHECK ("resumes"."status" between 1 and 3),
	CONSTRAINT "resumes_experience_range" CHECK ("resumes"."experience" between 0 and 50),
	CONSTRAINT "resumes_gender_known" CHECK ("resumes"."gender" in ('male', 'female')),
	CONSTRAINT "resumes_enable_resume_flag" CHECK ("resumes"."enable_resume" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "user_certificates" (
	"user_id" integer NOT NULL,
	"certificate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_certificates_user_id_certificate_id_pk" PRIMARY KEY("user_id","certificate_id")
);
--> statement-breakpoint
CREATE TABLE "user_majors" (
	"user_id" integer NOT NULL,
	"major_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_majors_user_id_major_id_pk" PRIMARY KEY("user_id","major_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_hr_id_users_id_fk" FOREIGN KEY ("hr_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_certificates" ADD CONSTRAINT "job_certificates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_certificates" ADD CONSTRAINT "job_certificates_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_majors" ADD CONSTRAINT "job_majors_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_majors" ADD CONSTRAINT "job_majors_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hr_id_users_id_fk" FOREIGN KEY ("hr_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_photos" ADD CONSTRAINT "certificate_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_majors" ADD CONSTRAINT "user_majors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_majors" ADD CONSTRAINT "user_majors_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_expires_at_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failures_phone_idx" ON "login_failures" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "applications_seeker_idx" ON "applications" USING btree ("seeker_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_hr_seeker_idx" ON "applications" USING btree ("hr_id","seeker_id","opened_until");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_certificates_cert_idx" ON "job_certificates" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "job_majors_major_idx" ON "job_majors" USING btree ("major_id");--> statement-breakpoint
CREATE INDEX "jobs_search_tokens_gin" ON "jobs" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "jobs_listed_recent_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."review_status" = 'approved' and "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_hr_idx" ON "jobs" USING btree ("hr_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_review_idx" ON "jobs" USING btree ("review_status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_user_created_idx" ON "messages" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_user_unread_idx" ON "messages" USING btree ("user_id") WHERE "messages"."is_read" = false;--> statement-breakpoint
CREATE INDEX "certificate_photos_user_idx" ON "certificate_photos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_images_user_idx" ON "project_images" USING btree ("user_id","project_name");--> statement-breakpoint
CREATE INDEX "projects_user_idx" ON "projects" USING btree ("user_id","start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resumes_enable_resume_idx" ON "resumes" USING btree ("enable_resume");--> statement-breakpoint
CREATE INDEX "user_certificates_certificate_idx" ON "user_certificates" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "user_majors_major_idx" ON "user_majors" USING btree ("major_id");