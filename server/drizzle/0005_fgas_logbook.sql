-- F-gas logbook after Regulation (EU) 2024/573 Art. 7: the facility of recycled or reclaimed gas, where
-- a leak was found, repair and leak-detection-system results, where recovered gas went, the measures at
-- decommissioning, the undertaking's name and who recorded the entry; each person's F-gas certificate.
-- Due dates are computed by the duty engine and never stored: inspections lose next_due_date, and the
-- F-gas leak-check rows (now derived from the logbook) become tombstones so synced devices drop them.
-- Entries written before this migration were all made by the service company (company_name default).
UPDATE "inspections" SET "deleted_at" = now() WHERE "regime" = 'fgas_leak_check' AND "deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" DROP CONSTRAINT "refrigerant_logbook_entries_kind_check";--> statement-breakpoint
ALTER TABLE "inspections" DROP CONSTRAINT "inspections_regime_check";--> statement-breakpoint
DROP INDEX "inspections_next_due_idx";--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD COLUMN "facility_name" text;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD COLUMN "facility_address" text;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD COLUMN "facility_certificate_number" text;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD COLUMN "leak_location" text;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD COLUMN "repair_result" text;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD COLUMN "detection_system_result" text;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD COLUMN "recovery_destination" text;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD COLUMN "disposal_measures" text;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD COLUMN "company_name" text DEFAULT 'Koelservice Nederland B.V.' NOT NULL;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ALTER COLUMN "company_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD COLUMN "recorded_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fgas_certificate_number" text;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD CONSTRAINT "refrigerant_logbook_entries_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" DROP COLUMN "next_due_date";--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD CONSTRAINT "refrigerant_logbook_entries_repair_result_check" CHECK (("refrigerant_logbook_entries"."kind" = 'repair') = ("refrigerant_logbook_entries"."repair_result" is not null));--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD CONSTRAINT "refrigerant_logbook_entries_detection_result_check" CHECK (("refrigerant_logbook_entries"."kind" = 'lds_check') = ("refrigerant_logbook_entries"."detection_system_result" is not null));--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD CONSTRAINT "refrigerant_logbook_entries_repair_result_enum_check" CHECK ("refrigerant_logbook_entries"."repair_result" in ('repaired', 'not_repaired'));--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD CONSTRAINT "refrigerant_logbook_entries_detection_result_enum_check" CHECK ("refrigerant_logbook_entries"."detection_system_result" in ('working', 'faulty'));--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD CONSTRAINT "refrigerant_logbook_entries_recovery_destination_check" CHECK ("refrigerant_logbook_entries"."recovery_destination" in ('reuse', 'recycling', 'reclamation', 'destruction'));--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD CONSTRAINT "refrigerant_logbook_entries_kind_check" CHECK ("refrigerant_logbook_entries"."kind" in ('installed', 'added', 'recovered', 'leak_check', 'repair', 'decommissioned', 'lds_check'));--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_regime_check" CHECK ("inspections"."deleted_at" is not null or "inspections"."regime" in ('epbd_ac', 'pressure_equipment'));