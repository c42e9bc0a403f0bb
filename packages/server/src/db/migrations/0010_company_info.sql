CREATE TABLE "company_info" (
	"hr_id" integer PRIMARY KEY NOT NULL,
	"hr_name" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"wechat" text NOT NULL,
	"mobile" text NOT NULL,
	"company_name" text NOT NULL,
	"company_desc" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_info_lengths" CHECK (char_length("company_info"."company_desc") <= 2000 and char_length("company_info"."address") <= 200)
);
--> statement-breakpoint
ALTER TABLE "company_info" ADD CONSTRAINT "company_info_hr_id_users_id_fk" FOREIGN KEY ("hr_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
