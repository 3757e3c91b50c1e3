CREATE TABLE "post_parts" (
	"post_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"message" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"network_id" text,
	"permalink" text,
	"error" text,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_parts_post_id_position_pk" PRIMARY KEY("post_id","position")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "first_comment" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "first_comment_status" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "first_comment_error" text;--> statement-breakpoint
ALTER TABLE "sandbox_publications" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "post_parts" ADD CONSTRAINT "post_parts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_first_comment_idx" ON "posts" USING btree ("updated_at") WHERE first_comment_status in ('pending', 'sending') and status = 1;