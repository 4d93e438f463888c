-- The list-order indexes again, now DESC NULLS FIRST: `ORDER BY created_at DESC` means NULLS FIRST, and
-- PostgreSQL only reads an index in a query's order when the NULLS placement matches too (even on NOT
-- NULL columns). The NULLS LAST indexes of 0002 were never used: EXPLAIN showed a sequential scan and a
-- top-N sort of every live row for each list page (BENCHMARKS.md, 2026-11-25).
DROP INDEX "activity_logs_created_idx";--> statement-breakpoint
DROP INDEX "activity_logs_organisation_created_idx";--> statement-breakpoint
DROP INDEX "appointments_organisation_created_idx";--> statement-breakpoint
DROP INDEX "appointments_live_created_idx";--> statement-breakpoint
DROP INDEX "persons_organisation_created_idx";--> statement-breakpoint
DROP INDEX "persons_live_created_idx";--> statement-breakpoint
DROP INDEX "contract_service_objects_organisation_created_idx";--> statement-breakpoint
DROP INDEX "contract_service_objects_live_created_idx";--> statement-breakpoint
DROP INDEX "service_object_contracts_organisation_created_idx";--> statement-breakpoint
DROP INDEX "service_object_contracts_live_created_idx";--> statement-breakpoint
DROP INDEX "documents_organisation_created_idx";--> statement-breakpoint
DROP INDEX "documents_live_created_idx";--> statement-breakpoint
DROP INDEX "folders_organisation_created_idx";--> statement-breakpoint
DROP INDEX "folders_live_created_idx";--> statement-breakpoint
DROP INDEX "invoice_lines_organisation_created_idx";--> statement-breakpoint
DROP INDEX "invoice_lines_live_created_idx";--> statement-breakpoint
DROP INDEX "invoices_organisation_created_idx";--> statement-breakpoint
DROP INDEX "invoices_live_created_idx";--> statement-breakpoint
DROP INDEX "invoices_organisation_date_idx";--> statement-breakpoint
DROP INDEX "offer_lines_organisation_created_idx";--> statement-breakpoint
DROP INDEX "offer_lines_live_created_idx";--> statement-breakpoint
DROP INDEX "offers_organisation_created_idx";--> statement-breakpoint
DROP INDEX "offers_live_created_idx";--> statement-breakpoint
DROP INDEX "checklists_organisation_created_idx";--> statement-breakpoint
DROP INDEX "checklists_live_created_idx";--> statement-breakpoint
DROP INDEX "checklists_service_object_idx";--> statement-breakpoint
DROP INDEX "order_service_objects_organisation_created_idx";--> statement-breakpoint
DROP INDEX "order_service_objects_live_created_idx";--> statement-breakpoint
DROP INDEX "orders_organisation_created_idx";--> statement-breakpoint
DROP INDEX "orders_live_created_idx";--> statement-breakpoint
DROP INDEX "work_orders_organisation_created_idx";--> statement-breakpoint
DROP INDEX "work_orders_live_created_idx";--> statement-breakpoint
DROP INDEX "organisations_created_idx";--> statement-breakpoint
DROP INDEX "dev_mail_to_created_idx";--> statement-breakpoint
DROP INDEX "refrigerant_logbook_entries_organisation_created_idx";--> statement-breakpoint
DROP INDEX "refrigerant_logbook_entries_live_created_idx";--> statement-breakpoint
DROP INDEX "refrigerant_logbook_entries_service_object_idx";--> statement-breakpoint
DROP INDEX "inspections_organisation_created_idx";--> statement-breakpoint
DROP INDEX "inspections_live_created_idx";--> statement-breakpoint
DROP INDEX "photo_types_created_idx";--> statement-breakpoint
DROP INDEX "service_object_materials_organisation_created_idx";--> statement-breakpoint
DROP INDEX "service_object_materials_live_created_idx";--> statement-breakpoint
DROP INDEX "service_object_numbers_organisation_created_idx";--> statement-breakpoint
DROP INDEX "service_object_numbers_live_created_idx";--> statement-breakpoint
DROP INDEX "service_object_numbers_service_object_idx";--> statement-breakpoint
DROP INDEX "service_object_photos_organisation_created_idx";--> statement-breakpoint
DROP INDEX "service_object_photos_live_created_idx";--> statement-breakpoint
DROP INDEX "service_object_types_created_idx";--> statement-breakpoint
DROP INDEX "service_objects_organisation_created_idx";--> statement-breakpoint
DROP INDEX "service_objects_live_created_idx";--> statement-breakpoint
DROP INDEX "synchronization_runs_organisation_created_idx";--> statement-breakpoint
DROP INDEX "synchronization_runs_live_created_idx";--> statement-breakpoint
DROP INDEX "inbound_messages_organisation_created_idx";--> statement-breakpoint
DROP INDEX "inbound_messages_live_created_idx";--> statement-breakpoint
DROP INDEX "tasks_organisation_created_idx";--> statement-breakpoint
DROP INDEX "tasks_live_created_idx";--> statement-breakpoint
DROP INDEX "timeline_items_organisation_created_idx";--> statement-breakpoint
DROP INDEX "timeline_items_live_created_idx";--> statement-breakpoint
DROP INDEX "timeline_items_organisation_occurred_idx";--> statement-breakpoint
DROP INDEX "timeline_logs_organisation_created_idx";--> statement-breakpoint
DROP INDEX "timeline_logs_live_created_idx";--> statement-breakpoint
DROP INDEX "permissions_created_idx";--> statement-breakpoint
DROP INDEX "roles_created_idx";--> statement-breakpoint
DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "activity_logs_created_idx" ON "activity_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "activity_logs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "activity_logs_organisation_created_idx" ON "activity_logs" USING btree ("organisation_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "appointments_organisation_created_idx" ON "appointments" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "appointments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_live_created_idx" ON "appointments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "appointments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "persons_organisation_created_idx" ON "persons" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "persons"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "persons_live_created_idx" ON "persons" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "persons"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contract_service_objects_organisation_created_idx" ON "contract_service_objects" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "contract_service_objects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contract_service_objects_live_created_idx" ON "contract_service_objects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "contract_service_objects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_object_contracts_organisation_created_idx" ON "service_object_contracts" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_object_contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_object_contracts_live_created_idx" ON "service_object_contracts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_object_contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_organisation_created_idx" ON "documents" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_live_created_idx" ON "documents" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "folders_organisation_created_idx" ON "folders" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "folders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "folders_live_created_idx" ON "folders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "folders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_organisation_created_idx" ON "invoice_lines" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "invoice_lines"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_live_created_idx" ON "invoice_lines" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "invoice_lines"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_organisation_created_idx" ON "invoices" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_live_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_organisation_date_idx" ON "invoices" USING btree ("organisation_id","invoice_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offer_lines_organisation_created_idx" ON "offer_lines" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "offer_lines"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offer_lines_live_created_idx" ON "offer_lines" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "offer_lines"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offers_organisation_created_idx" ON "offers" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "offers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offers_live_created_idx" ON "offers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "offers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "checklists_organisation_created_idx" ON "checklists" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "checklists"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "checklists_live_created_idx" ON "checklists" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "checklists"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "checklists_service_object_idx" ON "checklists" USING btree ("service_object_id","completed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_service_objects_organisation_created_idx" ON "order_service_objects" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "order_service_objects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "order_service_objects_live_created_idx" ON "order_service_objects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "order_service_objects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_organisation_created_idx" ON "orders" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_live_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_organisation_created_idx" ON "work_orders" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_live_created_idx" ON "work_orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "organisations_created_idx" ON "organisations" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "organisations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "dev_mail_to_created_idx" ON "dev_mail" USING btree ("to","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "refrigerant_logbook_entries_organisation_created_idx" ON "refrigerant_logbook_entries" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "refrigerant_logbook_entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "refrigerant_logbook_entries_live_created_idx" ON "refrigerant_logbook_entries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "refrigerant_logbook_entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "refrigerant_logbook_entries_service_object_idx" ON "refrigerant_logbook_entries" USING btree ("service_object_id","performed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inspections_organisation_created_idx" ON "inspections" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "inspections"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inspections_live_created_idx" ON "inspections" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "inspections"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "photo_types_created_idx" ON "photo_types" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "photo_types"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_object_materials_organisation_created_idx" ON "service_object_materials" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_object_materials"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_object_materials_live_created_idx" ON "service_object_materials" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_object_materials"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_object_numbers_organisation_created_idx" ON "service_object_numbers" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_object_numbers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_object_numbers_live_created_idx" ON "service_object_numbers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_object_numbers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_object_numbers_service_object_idx" ON "service_object_numbers" USING btree ("service_object_id","read_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_object_photos_organisation_created_idx" ON "service_object_photos" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_object_photos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_object_photos_live_created_idx" ON "service_object_photos" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_object_photos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_object_types_created_idx" ON "service_object_types" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_object_types"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_objects_organisation_created_idx" ON "service_objects" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_objects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_objects_live_created_idx" ON "service_objects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "service_objects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "synchronization_runs_organisation_created_idx" ON "synchronization_runs" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "synchronization_runs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "synchronization_runs_live_created_idx" ON "synchronization_runs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "synchronization_runs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inbound_messages_organisation_created_idx" ON "inbound_messages" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "inbound_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inbound_messages_live_created_idx" ON "inbound_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "inbound_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_organisation_created_idx" ON "tasks" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_live_created_idx" ON "tasks" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "timeline_items_organisation_created_idx" ON "timeline_items" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "timeline_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "timeline_items_live_created_idx" ON "timeline_items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "timeline_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "timeline_items_organisation_occurred_idx" ON "timeline_items" USING btree ("organisation_id","occurred_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "timeline_logs_organisation_created_idx" ON "timeline_logs" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "timeline_logs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "timeline_logs_live_created_idx" ON "timeline_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "timeline_logs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "permissions_created_idx" ON "permissions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "permissions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "roles_created_idx" ON "roles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "roles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."deleted_at" is null;