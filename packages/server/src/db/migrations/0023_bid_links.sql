ALTER TABLE "bids" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "bids" SET "slug" = translate(encode(decode(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12) || substr(replace(gen_random_uuid()::text, '-', ''), 1, 12) || substr(replace(gen_random_uuid()::text, '-', ''), 1, 12), 'hex'), 'base64'), '+/', '-_');--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_slug_unique" ON "bids" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "bids" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "bids" DROP COLUMN "locked_at";--> statement-breakpoint
ALTER TABLE "bid_attempts" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "bid_attempts" SET "slug" = "bids"."slug" FROM "bids" WHERE "bids"."id" = "bid_attempts"."bid_id";--> statement-breakpoint
ALTER TABLE "bid_attempts" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_attempts" ALTER COLUMN "bid_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "bid_attempts_slug_idx" ON "bid_attempts" USING btree ("slug","created_at");
