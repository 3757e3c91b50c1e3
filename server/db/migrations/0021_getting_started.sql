ALTER TABLE "memberships" ADD COLUMN "guide_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "schedule_checked_at" timestamp with time zone;--> statement-breakpoint
-- Workspaces that were working before the guide came have chosen their times already: no step to tick.
UPDATE "workspaces" SET "schedule_checked_at" = "created_at";
