CREATE TABLE "notification_settings" (
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"modes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"digest_hour" smallint DEFAULT 8 NOT NULL,
	"timezone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("updated_at") WHERE read_at is null and count > mailed_count;--> statement-breakpoint
-- hand-written:
-- What was told before email existed is not mailed now: only events from here on are.
UPDATE "notifications" SET "mailed_count" = "count";
