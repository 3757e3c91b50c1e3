CREATE TABLE "inbox_unread_counts" (
	"channel_id" integer NOT NULL,
	"is_archived" boolean NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inbox_unread_counts_channel_id_is_archived_pk" PRIMARY KEY("channel_id","is_archived")
);
--> statement-breakpoint
ALTER TABLE "inbox_unread_counts" ADD CONSTRAINT "inbox_unread_counts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;