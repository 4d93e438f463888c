ALTER TABLE "activity_logs" ADD COLUMN "subject_label" text;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "synchronization_runs" ADD COLUMN "files_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "synchronization_runs" ADD COLUMN "files_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "synchronization_runs" ADD COLUMN "counts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "synchronization_runs" ADD COLUMN "refused" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "timeline_items_type_ref_key" ON "timeline_items" USING btree ("type","ref_id") WHERE "timeline_items"."deleted_at" is null;--> statement-breakpoint
-- The activity log is append-only (product.md §10): UPDATE and DELETE of an entry are refused, so a
-- trace cannot be edited away, not even by the application.
CREATE OR REPLACE FUNCTION refuse_activity_log_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity log entries are append-only'
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER activity_logs_append_only
  BEFORE UPDATE OR DELETE ON activity_logs
  FOR EACH ROW EXECUTE FUNCTION refuse_activity_log_change();
--> statement-breakpoint
-- One back-office synchronization at a time per organisation (product.md §10), whichever server
-- instance starts it: a second queued or running run of the same organisation is refused here.
CREATE UNIQUE INDEX synchronization_runs_one_active_key ON synchronization_runs (organisation_id)
  WHERE status IN ('queued', 'running') AND deleted_at IS NULL;
