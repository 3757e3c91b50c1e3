CREATE TABLE "queue_slots" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"slots" timestamp with time zone[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_slots" ADD CONSTRAINT "queue_slots_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "queue_slots" ("channel_id", "slots")
  SELECT "channel_id", array_agg("due_at" ORDER BY "queue_position" NULLS LAST, "id")
  FROM "posts" WHERE "status" = 0 AND NOT "to_approve" AND "custom_time" IS NULL AND "due_at" IS NOT NULL
  GROUP BY "channel_id";
