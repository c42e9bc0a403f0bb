ALTER TABLE "bid_engineers" ADD COLUMN "consent" text;--> statement-breakpoint
ALTER TABLE "bid_engineers" ADD COLUMN "consent_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bid_engineers" ADD COLUMN "shown_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bid_engineers" ADD CONSTRAINT "bid_engineers_consent_check" CHECK ("bid_engineers"."consent" is null or "bid_engineers"."consent" in ('pending', 'agreed', 'declined'));--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "bid_contacts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_bid_contacts_flag" CHECK ("resumes"."bid_contacts" in (0, 1));
