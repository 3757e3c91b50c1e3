CREATE TABLE "inbox_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"network_id" text NOT NULL,
	"post_type" text NOT NULL,
	"parent_id" integer,
	"conversation_id" integer NOT NULL,
	"is_direct" boolean DEFAULT false NOT NULL,
	"by_channel" boolean DEFAULT false NOT NULL,
	"author_id" text NOT NULL,
	"author_name" text NOT NULL,
	"author_picture" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"attachment" jsonb,
	"permalink" text NOT NULL,
	"published_post_id" integer,
	"is_unread" boolean DEFAULT true NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_liked" boolean DEFAULT false NOT NULL,
	"action_counter" integer DEFAULT 0 NOT NULL,
	"service_action_id" text DEFAULT '' NOT NULL,
	"service_reply_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"in_list" boolean GENERATED ALWAYS AS (not by_channel or post_type = 'post') STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_reactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_reactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"profile_id" text NOT NULL,
	"name" text NOT NULL,
	"screen_name" text NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"by_channel_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_reactions" ADD CONSTRAINT "inbox_reactions_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_reactions" ADD CONSTRAINT "inbox_reactions_by_channel_id_channels_id_fk" FOREIGN KEY ("by_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_list_idx" ON "inbox_items" USING btree ("workspace_id","is_archived","created_at","id") WHERE in_list;--> statement-breakpoint
CREATE INDEX "inbox_channel_list_idx" ON "inbox_items" USING btree ("channel_id","is_archived","created_at","id") WHERE in_list;--> statement-breakpoint
CREATE INDEX "inbox_author_idx" ON "inbox_items" USING btree ("workspace_id","author_id","is_archived","created_at","id") WHERE in_list;--> statement-breakpoint
CREATE INDEX "inbox_unread_idx" ON "inbox_items" USING btree ("workspace_id","is_archived","created_at","id") WHERE in_list and is_unread;--> statement-breakpoint
CREATE INDEX "inbox_channel_unread_idx" ON "inbox_items" USING btree ("channel_id","is_archived") WHERE in_list and is_unread;--> statement-breakpoint
CREATE INDEX "inbox_thread_idx" ON "inbox_items" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inbox_reactions_item_idx" ON "inbox_reactions" USING btree ("item_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_reactions_once_idx" ON "inbox_reactions" USING btree ("item_id","kind","profile_id");