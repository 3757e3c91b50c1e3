ALTER TABLE "channels" ADD COLUMN "sandbox_latency_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "sandbox_latency_jitter_ms" integer DEFAULT 0 NOT NULL;