CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"client_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"code_version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_status_check" CHECK ("bids"."status" in ('active', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "bid_engineers" (
	"id" serial PRIMARY KEY NOT NULL,
	"bid_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bid_engineers_bid_user_unique" UNIQUE("bid_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "bid_engineers" ADD CONSTRAINT "bid_engineers_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_engineers" ADD CONSTRAINT "bid_engineers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_engineers_user_idx" ON "bid_engineers" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "bid_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bid_id" integer NOT NULL,
	"address" text NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bid_attempts" ADD CONSTRAINT "bid_attempts_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_attempts_bid_idx" ON "bid_attempts" USING btree ("bid_id","created_at");--> statement-breakpoint
CREATE INDEX "bid_attempts_address_idx" ON "bid_attempts" USING btree ("address","created_at");--> statement-breakpoint
CREATE TABLE "bid_access" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"bid_id" integer NOT NULL,
	"code_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_access_token_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "bid_access" ADD CONSTRAINT "bid_access_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_access_expires_idx" ON "bid_access" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bid_access_bid_idx" ON "bid_access" USING btree ("bid_id");
