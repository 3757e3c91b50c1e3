CREATE TABLE "login_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_devices_user_idx" ON "login_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_throttles_last_failure_idx" ON "login_throttles" USING btree ("last_failure_at");