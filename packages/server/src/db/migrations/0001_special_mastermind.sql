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
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_photos" ADD CONSTRAINT "certificate_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_majors" ADD CONSTRAINT "user_majors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_majors" ADD CONSTRAINT "user_majors_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_photos_user_idx" ON "certificate_photos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_images_user_idx" ON "project_images" USING btree ("user_id","project_name");--> statement-breakpoint
CREATE INDEX "projects_user_idx" ON "projects" USING btree ("user_id","start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resumes_enable_resume_idx" ON "resumes" USING btree ("enable_resume");--> statement-breakpoint
CREATE INDEX "user_certificates_certificate_idx" ON "user_certificates" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "user_majors_major_idx" ON "user_majors" USING btree ("major_id");