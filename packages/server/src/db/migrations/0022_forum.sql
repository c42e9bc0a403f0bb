CREATE TABLE "forum_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"cover_key" text,
	"image_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_epoch" bigint DEFAULT floor(extract(epoch from now()))::bigint NOT NULL,
	"hot_score" double precision GENERATED ALWAYS AS (log(1 + like_count * 3 + comment_count * 2 + view_count / 20.0) + created_epoch / 45000.0) STORED NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"title_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "forum_posts_category_check" CHECK ("forum_posts"."category" in ('jobs', 'exams', 'standards', 'practice', 'software', 'lounge')),
	CONSTRAINT "forum_posts_counts_non_negative" CHECK ("forum_posts"."like_count" >= 0 and "forum_posts"."comment_count" >= 0 and "forum_posts"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forum_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"parent_id" integer,
	"reply_to_id" integer,
	"body" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_post_likes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_parent_id_forum_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forum_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_reply_to_id_forum_comments_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."forum_comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_likes" ADD CONSTRAINT "forum_post_likes_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_likes" ADD CONSTRAINT "forum_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_comments_post_idx" ON "forum_comments" USING btree ("post_id","parent_id","id");--> statement-breakpoint
CREATE INDEX "forum_comments_parent_idx" ON "forum_comments" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "forum_comments_author_recent_idx" ON "forum_comments" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_comments_recent_idx" ON "forum_comments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_posts_search_tokens_gin" ON "forum_posts" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "forum_posts_title_tokens_gin" ON "forum_posts" USING gin ("title_tokens");--> statement-breakpoint
CREATE INDEX "forum_posts_active_idx" ON "forum_posts" USING btree ("pinned" DESC NULLS FIRST,"last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "forum_posts"."deleted_at" is null and not "forum_posts"."hidden";--> statement-breakpoint
CREATE INDEX "forum_posts_hot_idx" ON "forum_posts" USING btree ("pinned" DESC NULLS FIRST,"hot_score" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "forum_posts"."deleted_at" is null and not "forum_posts"."hidden";--> statement-breakpoint
CREATE INDEX "forum_posts_author_recent_idx" ON "forum_posts" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);