-- The version an administrator reviews (ADR 0116): 1 when posted, one more on every HR edit; a review names it.
ALTER TABLE "jobs" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
