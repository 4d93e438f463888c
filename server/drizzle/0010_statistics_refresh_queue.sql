CREATE TABLE "statistics_refresh_queue" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statistics_refresh_queue" ADD CONSTRAINT "statistics_refresh_queue_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Server-only (no change_seq): a write queues its organisations here, the refresh after it removes
-- them; each write notifies the read caches (0004) like every other table.
SELECT install_change_notify_triggers();
