CREATE TABLE "queue_tails" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"slots" timestamp with time zone[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_tails" ADD CONSTRAINT "queue_tails_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "queue_tails" ("channel_id", "slots")
  SELECT "channel_id", array_agg("due_at" ORDER BY "rank")
  FROM (
    SELECT "channel_id", "due_at", row_number() OVER (PARTITION BY "channel_id" ORDER BY "queue_position" NULLS LAST, "id") AS "rank"
    FROM "posts" WHERE "status" = 0 AND NOT "to_approve" AND "custom_time" IS NULL
  ) AS "queued"
  WHERE "rank" > 50
  GROUP BY "channel_id";
--> statement-breakpoint
UPDATE "posts" SET "due_at" = NULL
  FROM (
    SELECT "id", row_number() OVER (PARTITION BY "channel_id" ORDER BY "queue_position" NULLS LAST, "id") AS "rank"
    FROM "posts" WHERE "status" = 0 AND NOT "to_approve" AND "custom_time" IS NULL
  ) AS "queued"
  WHERE "posts"."id" = "queued"."id" AND "queued"."rank" > 50;
