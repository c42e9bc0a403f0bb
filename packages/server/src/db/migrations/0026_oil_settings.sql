CREATE TABLE "oil_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"signup_grant" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oil_settings_one_row" CHECK ("oil_settings"."id" = 1),
	CONSTRAINT "oil_settings_signup_grant_range" CHECK ("oil_settings"."signup_grant" between 0 and 100000)
);
