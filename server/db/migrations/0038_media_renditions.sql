ALTER TABLE "media" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "jpeg_key" text;