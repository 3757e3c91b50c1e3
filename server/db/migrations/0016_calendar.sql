ALTER TABLE "posts" ADD COLUMN "approved_by_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "approved_by_name" text;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_published_post_idx" ON "inbox_items" USING btree ("published_post_id") WHERE published_post_id is not null;--> statement-breakpoint
CREATE INDEX "posts_workspace_due_idx" ON "posts" USING btree ("workspace_id","due_at");--> statement-breakpoint
CREATE INDEX "posts_workspace_published_idx" ON "posts" USING btree ("workspace_id","published_at") WHERE status = 1;