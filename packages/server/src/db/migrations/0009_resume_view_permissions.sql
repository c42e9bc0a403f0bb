CREATE TABLE "resume_view_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"hr_id" integer NOT NULL,
	"seeker_id" integer NOT NULL,
	"job_id" integer,
	"message" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "resume_view_requests_state" CHECK ("resume_view_requests"."state" in ('pending', 'allowed', 'rejected', 'revoked')),
	CONSTRAINT "resume_view_requests_message_length" CHECK (char_length("resume_view_requests"."message") <= 500)
);
--> statement-breakpoint
CREATE TABLE "resume_views" (
	"hr_id" integer NOT NULL,
	"seeker_id" integer NOT NULL,
	"first_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"view_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "resume_views_hr_id_seeker_id_pk" PRIMARY KEY("hr_id","seeker_id")
);
--> statement-breakpoint
ALTER TABLE "resume_view_requests" ADD CONSTRAINT "resume_view_requests_hr_id_users_id_fk" FOREIGN KEY ("hr_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_view_requests" ADD CONSTRAINT "resume_view_requests_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_view_requests" ADD CONSTRAINT "resume_view_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_views" ADD CONSTRAINT "resume_views_hr_id_users_id_fk" FOREIGN KEY ("hr_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_views" ADD CONSTRAINT "resume_views_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resume_view_requests_live_unique" ON "resume_view_requests" USING btree ("hr_id","seeker_id") WHERE "resume_view_requests"."state" in ('pending', 'allowed');--> statement-breakpoint
CREATE INDEX "resume_view_requests_hr_idx" ON "resume_view_requests" USING btree ("hr_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "resume_view_requests_seeker_idx" ON "resume_view_requests" USING btree ("seeker_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "resume_views_seeker_idx" ON "resume_views" USING btree ("seeker_id","last_viewed_at" DESC NULLS FIRST,"hr_id" DESC NULLS FIRST);