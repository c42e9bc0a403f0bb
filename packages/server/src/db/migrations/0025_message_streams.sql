CREATE TABLE "message_streams" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_streams" ADD CONSTRAINT "message_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_streams_address_idx" ON "message_streams" USING btree ("address");--> statement-breakpoint
CREATE INDEX "message_streams_user_idx" ON "message_streams" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "message_streams_expires_at_idx" ON "message_streams" USING btree ("expires_at");
