CREATE TABLE "oil_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"balance_after" integer NOT NULL,
	"standard_id" integer,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oil_ledger_reason" CHECK ("oil_ledger"."reason" in ('signup', 'purchase', 'admin_grant', 'admin_deduct')),
	CONSTRAINT "oil_ledger_amount_non_zero" CHECK ("oil_ledger"."amount" <> 0),
	CONSTRAINT "oil_ledger_balance_non_negative" CHECK ("oil_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "standard_purchases" (
	"user_id" integer NOT NULL,
	"standard_id" integer NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standard_purchases_user_id_standard_id_pk" PRIMARY KEY("user_id","standard_id"),
	CONSTRAINT "standard_purchases_price_non_negative" CHECK ("standard_purchases"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"ch_name" text NOT NULL,
	"en_name" text NOT NULL,
	"ver" text NOT NULL,
	"comment" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"crude_num" integer DEFAULT 0 NOT NULL,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	"download_times" integer DEFAULT 0 NOT NULL,
	"uploader_id" integer,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "standards_crude_num_non_negative" CHECK ("standards"."crude_num" >= 0),
	CONSTRAINT "standards_download_times_non_negative" CHECK ("standards"."download_times" >= 0)
);
--> statement-breakpoint
ALTER TABLE "oil_ledger" ADD CONSTRAINT "oil_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oil_ledger" ADD CONSTRAINT "oil_ledger_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oil_ledger" ADD CONSTRAINT "oil_ledger_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_purchases" ADD CONSTRAINT "standard_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_purchases" ADD CONSTRAINT "standard_purchases_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standards" ADD CONSTRAINT "standards_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oil_ledger_user_recent_idx" ON "oil_ledger" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "standard_purchases_user_recent_idx" ON "standard_purchases" USING btree ("user_id","created_at" DESC NULLS FIRST,"standard_id");--> statement-breakpoint
CREATE INDEX "standards_search_tokens_gin" ON "standards" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "standards_listed_recent_idx" ON "standards" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "standards"."deleted_at" is null;