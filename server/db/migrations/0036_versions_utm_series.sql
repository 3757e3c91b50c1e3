ALTER TABLE "posts" ADD COLUMN "has_version" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "series_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "repeat_every" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "occurrence" smallint;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "occurrences" smallint;--> statement-breakpoint
ALTER TABLE "short_links" ADD COLUMN "target" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "utm_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "utm_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_series_idx" ON "posts" USING btree ("series_id") WHERE series_id is not null;