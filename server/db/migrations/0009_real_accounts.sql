ALTER TABLE "channels" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "credentials" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "status" text DEFAULT 'connected' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "rate_limited_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "inbox_cursor" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "inbox_polled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "channels_account_idx" ON "channels" USING btree ("workspace_id","connector","account_id") WHERE account_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_network_item_idx" ON "inbox_items" USING btree ("channel_id","network_id") WHERE network_id !~ '^(sbx|sim|sandbox)-';--> statement-breakpoint
-- channel_type 3 is Bluesky from now on (it was "Facebook Group", whose API Meta removed in April 2024; decision 012).
-- Bluesky has no direct messages through its API: the type-3 channels' messages go, and the demo's channel takes a
-- Bluesky name and handle.
DELETE FROM "inbox_items" WHERE "is_direct" AND "channel_id" IN (SELECT "id" FROM "channels" WHERE "channel_type" = 3);--> statement-breakpoint
UPDATE "channels" SET "name" = 'Northwind Coffee', "screen_name" = 'northwindcoffee.bsky.social'
  WHERE "channel_type" = 3 AND "connector" = 'sandbox' AND "screen_name" = 'northwind-brewers';
