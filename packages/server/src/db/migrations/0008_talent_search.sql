CREATE TABLE "talent_index" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"card" jsonb,
	"star" smallint DEFAULT 0 NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"name_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_index_star_range" CHECK ("talent_index"."star" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "talent_index" ADD CONSTRAINT "talent_index_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_index_search_tokens_gin" ON "talent_index" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "talent_index_name_tokens_gin" ON "talent_index" USING gin ("name_tokens");--> statement-breakpoint
CREATE INDEX "talent_index_listed_recent_idx" ON "talent_index" USING btree ("updated_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST) WHERE "talent_index"."listed";--> statement-breakpoint
CREATE INDEX "talent_index_hot_idx" ON "talent_index" USING btree ("star" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST) WHERE "talent_index"."listed";--> statement-breakpoint
CREATE INDEX "talent_index_stale_idx" ON "talent_index" USING btree ("user_id") WHERE "talent_index"."stale";--> statement-breakpoint
-- Every resume gets its row, built by the periodic talent_index task (its tokens are made in code, ADR 0095).
INSERT INTO "talent_index" ("user_id", "stale") SELECT "user_id", true FROM "resumes";
