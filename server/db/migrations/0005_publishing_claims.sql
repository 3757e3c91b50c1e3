ALTER TABLE "channels" ADD COLUMN "sandbox_hang" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "claim_token" text;