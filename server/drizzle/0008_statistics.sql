CREATE TABLE "organisation_statistics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"day" date NOT NULL,
	"week_start" date NOT NULL,
	"week_end" date NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"open_orders" integer DEFAULT 0 NOT NULL,
	"work_orders_this_week" integer DEFAULT 0 NOT NULL,
	"offers_awaiting_count" integer DEFAULT 0 NOT NULL,
	"offers_awaiting_cents" bigint DEFAULT 0 NOT NULL,
	"open_invoices_count" integer DEFAULT 0 NOT NULL,
	"open_invoices_cents" bigint DEFAULT 0 NOT NULL,
	"overdue_invoices_count" integer DEFAULT 0 NOT NULL,
	"overdue_invoices_cents" bigint DEFAULT 0 NOT NULL,
	"open_tasks" integer DEFAULT 0 NOT NULL,
	"overdue_tasks" integer DEFAULT 0 NOT NULL,
	"devices_overdue" integer DEFAULT 0 NOT NULL,
	"devices_due_within_30_days" integer DEFAULT 0 NOT NULL,
	"devices_due_within_90_days" integer DEFAULT 0 NOT NULL,
	"refrigerants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"months" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_statistics" ADD CONSTRAINT "organisation_statistics_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_statistics_organisation_created_idx" ON "organisation_statistics" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "organisation_statistics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organisation_statistics_live_created_idx" ON "organisation_statistics" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "organisation_statistics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organisation_statistics_organisation_change_seq_idx" ON "organisation_statistics" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "organisation_statistics_change_seq_idx" ON "organisation_statistics" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_statistics_organisation_key" ON "organisation_statistics" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "organisation_statistics_valid_until_idx" ON "organisation_statistics" USING btree ("valid_until");--> statement-breakpoint
-- The statistics rows are synced like every other collection: each insert and update takes the next
-- change_seq (0001), and each write notifies the read caches (0004).
SELECT install_change_seq_triggers();--> statement-breakpoint
SELECT install_change_notify_triggers();
