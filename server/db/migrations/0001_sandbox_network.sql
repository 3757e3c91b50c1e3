CREATE TABLE "sandbox_publications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"post_id" integer,
	"message" text NOT NULL,
	"link" text,
	"picture" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "posts_channel_status_idx";--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "sandbox_failure" text;--> statement-breakpoint
ALTER TABLE "sandbox_publications" ADD CONSTRAINT "sandbox_publications_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_publications" ADD CONSTRAINT "sandbox_publications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_publications_post_idx" ON "sandbox_publications" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "posts_channel_status_idx" ON "posts" USING btree ("channel_id","status","queue_position");