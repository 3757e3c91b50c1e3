CREATE TABLE "inbox_item_labels" (
	"item_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_item_labels_item_id_label_id_pk" PRIMARY KEY("item_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "inbox_mentions" (
	"note_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_mentions_note_id_user_id_pk" PRIMARY KEY("note_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "inbox_notes" (
	"id" integer PRIMARY KEY DEFAULT nextval(pg_get_serial_sequence('inbox_items', 'id')) NOT NULL,
	"workspace_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_routing" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"channel_ids" integer[] DEFAULT '{}' NOT NULL,
	"member_ids" integer[] DEFAULT '{}' NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_work" (
	"work_id" integer PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"assignee_id" integer,
	"assigned_at" timestamp with time zone,
	"assigned_by" integer,
	"snoozed_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_items" ADD COLUMN "work_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD COLUMN "written_by" integer;--> statement-breakpoint
-- The unit of work of every item there is (decision 038): a direct-message conversation; else a top comment and
-- the replies under it (a channel's own post is a unit of its own, each comment on it another).
UPDATE "inbox_items" SET "work_id" = CASE WHEN "conversation_id" = 0 THEN "id" ELSE "conversation_id" END WHERE "is_direct";--> statement-breakpoint
WITH RECURSIVE heads AS (
  SELECT i."id", i."id" AS "work", (i."parent_id" IS NULL AND i."post_type" = 'post') AS "post_root"
  FROM "inbox_items" i
  WHERE NOT i."is_direct" AND (
    i."parent_id" IS NULL
    OR NOT EXISTS (SELECT 1 FROM "inbox_items" p WHERE p."id" = i."parent_id")
    OR EXISTS (SELECT 1 FROM "inbox_items" p WHERE p."id" = i."parent_id" AND p."parent_id" IS NULL AND p."post_type" = 'post')
  )
  UNION ALL
  SELECT c."id", h."work", false FROM "inbox_items" c JOIN heads h ON c."parent_id" = h."id"
  WHERE NOT h."post_root" AND NOT c."is_direct"
)
UPDATE "inbox_items" SET "work_id" = heads."work" FROM heads WHERE "inbox_items"."id" = heads."id";--> statement-breakpoint
-- What was answered before: the first reply of ours under a comment, the first message of ours after a message.
UPDATE "inbox_items" i SET "answered_at" = (
  SELECT min(r."created_at") FROM "inbox_items" r WHERE r."parent_id" = i."id" AND r."by_channel"
) WHERE NOT i."by_channel" AND NOT i."is_direct" AND i."post_type" <> 'post';--> statement-breakpoint
UPDATE "inbox_items" i SET "answered_at" = (
  SELECT min(r."created_at") FROM "inbox_items" r
  WHERE r."conversation_id" = i."conversation_id" AND r."is_direct" AND r."by_channel" AND r."created_at" >= i."created_at"
) WHERE NOT i."by_channel" AND i."is_direct";--> statement-breakpoint
ALTER TABLE "inbox_item_labels" ADD CONSTRAINT "inbox_item_labels_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_item_labels" ADD CONSTRAINT "inbox_item_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_item_labels" ADD CONSTRAINT "inbox_item_labels_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_mentions" ADD CONSTRAINT "inbox_mentions_note_id_inbox_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."inbox_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_mentions" ADD CONSTRAINT "inbox_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_mentions" ADD CONSTRAINT "inbox_mentions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_routing" ADD CONSTRAINT "inbox_routing_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_work" ADD CONSTRAINT "inbox_work_work_id_inbox_items_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_work" ADD CONSTRAINT "inbox_work_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_work" ADD CONSTRAINT "inbox_work_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_work" ADD CONSTRAINT "inbox_work_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_work" ADD CONSTRAINT "inbox_work_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_item_labels_list_idx" ON "inbox_item_labels" USING btree ("label_id","created_at","item_id");--> statement-breakpoint
CREATE INDEX "inbox_mentions_user_idx" ON "inbox_mentions" USING btree ("workspace_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_notes_thread_idx" ON "inbox_notes" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_work_snoozed_idx" ON "inbox_work" USING btree ("snoozed_until") WHERE snoozed_until is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "labels_name_idx" ON "labels" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "saved_replies_title_idx" ON "saved_replies" USING btree ("workspace_id",lower("title"));--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_work_idx" ON "inbox_items" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "inbox_assignee_idx" ON "inbox_items" USING btree ("workspace_id","assignee_id","is_archived","created_at","id") WHERE in_list;--> statement-breakpoint
CREATE INDEX "inbox_inbound_idx" ON "inbox_items" USING btree ("workspace_id","created_at") WHERE not by_channel and post_type <> 'post';--> statement-breakpoint
-- A new item joins its parent's unit of work and its assignee (decision 038).
CREATE FUNCTION inbox_item_work() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent record;
BEGIN
  IF NEW.is_direct THEN
    NEW.work_id := CASE WHEN NEW.conversation_id = 0 THEN NEW.id ELSE NEW.conversation_id END;
  ELSIF NEW.parent_id IS NULL THEN
    NEW.work_id := NEW.id;
  ELSE
    SELECT p.parent_id, p.post_type, p.work_id INTO parent FROM inbox_items p WHERE p.id = NEW.parent_id;
    IF NOT FOUND OR (parent.parent_id IS NULL AND parent.post_type = 'post') THEN
      NEW.work_id := NEW.id;
    ELSE
      NEW.work_id := parent.work_id;
    END IF;
  END IF;
  SELECT w.assignee_id INTO NEW.assignee_id FROM inbox_work w WHERE w.work_id = NEW.work_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inbox_item_work BEFORE INSERT ON inbox_items FOR EACH ROW EXECUTE FUNCTION inbox_item_work();
--> statement-breakpoint
-- A reply of ours answers what it replies to; a direct message of ours, every message of the conversation before it.
CREATE FUNCTION inbox_item_answered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_direct THEN
    UPDATE inbox_items SET answered_at = NEW.created_at
      WHERE work_id = NEW.work_id AND NOT by_channel AND answered_at IS NULL AND created_at <= NEW.created_at;
  ELSIF NEW.parent_id IS NOT NULL THEN
    UPDATE inbox_items SET answered_at = NEW.created_at
      WHERE id = NEW.parent_id AND NOT by_channel AND answered_at IS NULL;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inbox_item_answered AFTER INSERT ON inbox_items FOR EACH ROW
  WHEN (NEW.by_channel AND NEW.parent_id IS NOT NULL)
  EXECUTE FUNCTION inbox_item_answered();
--> statement-breakpoint
-- When an item was done: archived now, open again when it comes back.
CREATE FUNCTION inbox_item_done() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.done_at := CASE WHEN NEW.is_archived THEN now() ELSE NULL END;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inbox_item_done BEFORE UPDATE OF is_archived ON inbox_items FOR EACH ROW
  WHEN (OLD.is_archived IS DISTINCT FROM NEW.is_archived) EXECUTE FUNCTION inbox_item_done();
