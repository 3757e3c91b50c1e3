ALTER TABLE "channels" ADD COLUMN "sandbox_practice_traffic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A database the demo seeded before this migration: its two workspaces (the only ones the demo's people belong to)
-- are the demo's, and their sandbox channels go on getting practice traffic as they did.
UPDATE "workspaces" SET "is_demo" = true
WHERE EXISTS (SELECT 1 FROM "setup_marks" WHERE "name" = 'demo')
  AND "id" IN (
    SELECT m."workspace_id" FROM "memberships" m JOIN "users" u ON u."id" = m."user_id"
    WHERE u."email" IN ('owner@demo.test', 'other@demo.test')
  );--> statement-breakpoint
UPDATE "channels" SET "sandbox_practice_traffic" = true
WHERE "connector" = 'sandbox' AND "workspace_id" IN (SELECT "id" FROM "workspaces" WHERE "is_demo");
