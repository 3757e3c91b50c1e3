CREATE TABLE "report_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"weekday" smallint,
	"month_day" smallint,
	"time" smallint NOT NULL,
	"recipients" text[] NOT NULL,
	"channel_ids" integer[],
	"attach_csv" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_frequency" CHECK ("report_schedules"."frequency" in ('weekly', 'monthly')),
	CONSTRAINT "report_schedules_day" CHECK (("report_schedules"."frequency" = 'weekly' and "report_schedules"."weekday" between 1 and 7 and "report_schedules"."month_day" is null) or ("report_schedules"."frequency" = 'monthly' and "report_schedules"."month_day" between 1 and 28 and "report_schedules"."weekday" is null)),
	CONSTRAINT "report_schedules_time" CHECK ("report_schedules"."time" between 0 and 1439)
);
--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedules_next_run_idx" ON "report_schedules" USING btree ("next_run_at");