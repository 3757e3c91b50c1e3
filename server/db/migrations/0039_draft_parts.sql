ALTER TABLE "drafts" ADD COLUMN "versions" jsonb;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "thread" jsonb;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "first_comment" text;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "repeat_every" text;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "repeat_until" text;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "repeat_count" integer;