ALTER TABLE "memberships" ADD COLUMN "guide_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "schedule_checked_at" timestamp with time zone;