CREATE TABLE "channel_days" (
	"channel_id" integer NOT NULL,
	"day" date NOT NULL,
	"workspace_id" integer NOT NULL,
	"followers" integer,
	"following" integer,
	"posts_total" integer,
	"views" integer,
	"website_clicks" integer,
	"calls" integer,
	"directions" integer,
	"reviews" integer,
	"rating" real,
	CONSTRAINT "channel_days_channel_id_day_pk" PRIMARY KEY("channel_id","day")
);
--> statement-breakpoint
CREATE TABLE "post_result_samples" (
	"post_id" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"likes" integer,
	"comments" integer,
	"shares" integer,
	"quotes" integer,
	"saves" integer,
	"impressions" integer,
	"network_clicks" integer,
	"link_clicks" integer,
	"engagement" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_result_samples_post_id_taken_at_pk" PRIMARY KEY("post_id","taken_at")
);
--> statement-breakpoint
CREATE TABLE "post_results" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"network_post_id" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"permalink" text DEFAULT '' NOT NULL,
	"likes" integer,
	"comments" integer,
	"shares" integer,
	"quotes" integer,
	"saves" integer,
	"impressions" integer,
	"network_clicks" integer,
	"link_clicks" integer,
	"engagement" integer DEFAULT 0 NOT NULL,
	"rate_base" text,
	"followers_at_post" integer,
	"state" text DEFAULT 'live' NOT NULL,
	"refreshes" integer DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone,
	"next_refresh_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "results_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "growth_day" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "growth_tries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_days" ADD CONSTRAINT "channel_days_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_days" ADD CONSTRAINT "channel_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_result_samples" ADD CONSTRAINT "post_result_samples_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_results" ADD CONSTRAINT "post_results_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_results" ADD CONSTRAINT "post_results_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_results" ADD CONSTRAINT "post_results_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_days_workspace_idx" ON "channel_days" USING btree ("workspace_id","day");--> statement-breakpoint
CREATE INDEX "post_results_workspace_idx" ON "post_results" USING btree ("workspace_id","published_at");--> statement-breakpoint
CREATE INDEX "post_results_channel_idx" ON "post_results" USING btree ("channel_id","published_at");--> statement-breakpoint
CREATE INDEX "post_results_due_idx" ON "post_results" USING btree ("next_refresh_at") WHERE next_refresh_at is not null;--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at") WHERE status = 1;