CREATE TABLE "approval_steps" (
	"workspace_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"who" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_steps_workspace_id_position_pk" PRIMARY KEY("workspace_id","position")
);
--> statement-breakpoint
CREATE TABLE "post_approvals" (
	"post_id" integer NOT NULL,
	"step" smallint NOT NULL,
	"decided_by_id" integer,
	"decided_by_name" text NOT NULL,
	"decision" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_approvals_post_id_step_pk" PRIMARY KEY("post_id","step")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "approval_step" smallint;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_approvals" ADD CONSTRAINT "post_approvals_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_approvals" ADD CONSTRAINT "post_approvals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written:
-- Posts awaiting approval when steps came wait at the first, the one step every workspace had (decision 057).
UPDATE "posts" SET "approval_step" = 1 WHERE "to_approve" AND "status" = 0;--> statement-breakpoint
-- A post that comes to await approval starts at step 1, in a new round (the decisions of the round before go); one
-- that no longer awaits approval waits at no step. Every write that sets to_approve keeps this without knowing of
-- steps; approving a step that is not the last moves approval_step on by itself.
CREATE FUNCTION posts_approval_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.to_approve THEN
    NEW.approval_step := NULL;
  ELSIF TG_OP = 'INSERT' OR NOT OLD.to_approve THEN
    NEW.approval_step := 1;
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM post_approvals WHERE post_id = NEW.id;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_approval_step BEFORE INSERT OR UPDATE OF to_approve ON posts FOR EACH ROW
  EXECUTE FUNCTION posts_approval_step();
