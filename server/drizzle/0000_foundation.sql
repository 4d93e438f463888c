CREATE SEQUENCE "public"."change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text,
	"service_object_id" uuid,
	"order_id" uuid,
	"technician_name" text,
	CONSTRAINT "appointments_period_check" CHECK ("appointments"."ends_at" >= "appointments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "account_confirmation_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"role_id" uuid,
	"person_id" uuid,
	"token_hash" text NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by_session_id" uuid,
	"last_used_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_challenges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"job_title" text,
	"email" text,
	"phone" text,
	"mobile" text,
	"is_main_contact" boolean DEFAULT false NOT NULL,
	"portal_user_id" uuid,
	"invited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_service_objects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"service_object_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_object_contracts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"visits_per_year" integer NOT NULL,
	"sla_response_hours" integer,
	"sla" text,
	"annual_amount_cents" integer
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"folder_id" uuid,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"order_id" uuid,
	"offer_id" uuid,
	"service_object_id" uuid,
	"inbound_message_id" uuid,
	"uploaded_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"parent_id" uuid,
	"service_object_id" uuid,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(10, 3) NOT NULL,
	"unit" text DEFAULT 'st' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate_percent" numeric(5, 2) NOT NULL,
	"total_excl_vat_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_excl_vat_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"order_id" uuid,
	"reference" text,
	"pdf_storage_key" text,
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_cents" = "invoices"."amount_excl_vat_cents" + "invoices"."vat_cents"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('new', 'paid', 'credited', 'not_sent', 'proforma_not_sent', 'proforma_sent', 'invoice_sent', 'journalized', 'is_paid'))
);
--> statement-breakpoint
CREATE TABLE "offer_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(10, 3) NOT NULL,
	"unit" text DEFAULT 'st' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"amount_cents" integer NOT NULL,
	"sent_at" timestamp with time zone,
	"valid_until" date,
	"service_object_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"responded_at" timestamp with time zone,
	"responded_by_name" text,
	"response_remark" text,
	"purchase_order_reference" text,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('sent', 'approved', 'declined', 'historical'))
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"service_object_id" uuid NOT NULL,
	"work_order_id" uuid,
	"order_id" uuid,
	"title" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"technician_name" text,
	"completed_at" timestamp with time zone,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "checklists_status_check" CHECK ("checklists"."status" in ('open', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "order_service_objects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"service_object_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"planned_date" date,
	"completed_date" date,
	"amount_cents" integer,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('open', 'planned', 'in_progress', 'completed', 'invoiced', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"service_object_id" uuid,
	"number" text NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"technician_name" text,
	"planned_date" date,
	"hours" numeric(6, 2),
	"work_performed" text,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"signed_by_name" text,
	"signed_at" timestamp with time zone,
	"report_document_id" uuid,
	CONSTRAINT "work_orders_status_check" CHECK ("work_orders"."status" in ('planned', 'in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"parent_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"postal_code" text,
	"city" text,
	"country" text DEFAULT 'NL' NOT NULL,
	"phone" text,
	"email" text,
	"chamber_of_commerce_number" text,
	"vat_number" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_mail" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refrigerant_logbook_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"service_object_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"refrigerant" text NOT NULL,
	"quantity_kg" numeric(10, 3),
	"reason" text,
	"gas_origin" text,
	"leak_check_result" text,
	"technician_name" text NOT NULL,
	"technician_certificate_number" text NOT NULL,
	"company_certificate_number" text NOT NULL,
	"performed_at" timestamp with time zone NOT NULL,
	"work_order_id" uuid,
	"corrects_entry_id" uuid,
	"notes" text,
	CONSTRAINT "refrigerant_logbook_entries_quantity_check" CHECK ("refrigerant_logbook_entries"."quantity_kg" is null or "refrigerant_logbook_entries"."quantity_kg" >= 0),
	CONSTRAINT "refrigerant_logbook_entries_leak_check_result_check" CHECK (("refrigerant_logbook_entries"."kind" = 'leak_check') = ("refrigerant_logbook_entries"."leak_check_result" is not null)),
	CONSTRAINT "refrigerant_logbook_entries_kind_check" CHECK ("refrigerant_logbook_entries"."kind" in ('installed', 'added', 'recovered', 'leak_check', 'repair', 'decommissioned')),
	CONSTRAINT "refrigerant_logbook_entries_gas_origin_check" CHECK ("refrigerant_logbook_entries"."gas_origin" in ('new', 'recycled', 'reclaimed')),
	CONSTRAINT "refrigerant_logbook_entries_leak_result_check" CHECK ("refrigerant_logbook_entries"."leak_check_result" in ('no_leak', 'leak_found'))
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"service_object_id" uuid NOT NULL,
	"regime" text NOT NULL,
	"interval_months" integer NOT NULL,
	"last_inspection_date" date,
	"next_due_date" date NOT NULL,
	"notes" text,
	CONSTRAINT "inspections_regime_check" CHECK ("inspections"."regime" in ('fgas_leak_check', 'epbd_ac', 'pressure_equipment'))
);
--> statement-breakpoint
CREATE TABLE "photo_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"code" text NOT NULL,
	"name_nl" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_object_materials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"service_object_id" uuid NOT NULL,
	"article_number" text,
	"description" text NOT NULL,
	"quantity" numeric(10, 3) NOT NULL,
	"unit" text DEFAULT 'st' NOT NULL,
	"installed_date" date
);
--> statement-breakpoint
CREATE TABLE "service_object_numbers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"service_object_id" uuid NOT NULL,
	"label" text NOT NULL,
	"value" numeric(14, 3) NOT NULL,
	"unit" text,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_object_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"service_object_id" uuid NOT NULL,
	"photo_type_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "service_object_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"code" text NOT NULL,
	"name_nl" text NOT NULL,
	"name_en" text NOT NULL,
	"checklist_interval_months" integer
);
--> statement-breakpoint
CREATE TABLE "service_objects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"type_id" uuid,
	"brand" text,
	"model" text,
	"serial_number" text,
	"location" text,
	"room" text,
	"installation_date" date,
	"decommissioned_date" date,
	"cooling_capacity_kw" numeric(10, 2),
	"refrigerant" text,
	"charge_kg" numeric(10, 3),
	"hermetically_sealed" boolean DEFAULT false NOT NULL,
	"leak_detection_system" boolean DEFAULT false NOT NULL,
	"public_id" text NOT NULL,
	"memo" text,
	"checklist_interval_months" integer,
	"last_checklist_date" date
);
--> statement-breakpoint
CREATE TABLE "synchronization_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by_user_id" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"records_processed" integer DEFAULT 0 NOT NULL,
	"message" text,
	CONSTRAINT "synchronization_runs_status_check" CHECK ("synchronization_runs"."status" in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_email" text,
	"sender_user_id" uuid,
	"received_at" timestamp with time zone NOT NULL,
	"task_id" uuid
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" timestamp with time zone,
	"assignee_user_id" uuid,
	"created_by_user_id" uuid,
	"service_object_id" uuid,
	"is_client_task" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('open', 'done', 'overdue', 'awaiting_response'))
);
--> statement-breakpoint
CREATE TABLE "timeline_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"ref_id" uuid,
	CONSTRAINT "timeline_items_type_check" CHECK ("timeline_items"."type" in (1, 2, 3, 4, 5))
);
--> statement-breakpoint
CREATE TABLE "timeline_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"organisation_id" uuid NOT NULL,
	"timeline_item_id" uuid NOT NULL,
	"group" text NOT NULL,
	"message" text NOT NULL,
	"author_user_id" uuid,
	"author_name" text
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"title" text NOT NULL,
	"group" text NOT NULL,
	"parent" text,
	CONSTRAINT "permissions_title_check" CHECK ("permissions"."title" in ('view', 'create', 'update', 'delete', 'respond', 'invite', 'export')),
	CONSTRAINT "permissions_group_check" CHECK ("permissions"."group" in ('dashboard', 'serviceobjects', 'mandatory_checklist', 'legal_supervision', 'orders', 'offers', 'invoices', 'tasks', 'my_open_tasks', 'contacts', 'agenda', 'serviceobject_contracts', 'documents', 'timeline', 'users', 'roles', 'child_companies', 'activity_logs', 'reports', 'refrigerant_transactions'))
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" uuid NOT NULL,
	"permission_id" uuid NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"title_nl" text NOT NULL,
	"title_en" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" uuid NOT NULL,
	"permission_id" uuid NOT NULL,
	CONSTRAINT "user_permissions_user_id_permission_id_pk" PRIMARY KEY("user_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"type" text NOT NULL,
	"access_level" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"locale" text DEFAULT 'nl' NOT NULL,
	"role_id" uuid,
	"organisation_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"two_factor_secret" text,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_email_lower_case_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_customer_has_organisation_check" CHECK ("users"."type" <> 'customer' or "users"."organisation_id" is not null),
	CONSTRAINT "users_type_check" CHECK ("users"."type" in ('customer', 'employee')),
	CONSTRAINT "users_access_level_check" CHECK ("users"."access_level" in ('superadmin', 'admin', 'user')),
	CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('nl', 'en'))
);
--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_confirmation_tokens" ADD CONSTRAINT "account_confirmation_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD CONSTRAINT "two_factor_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_portal_user_id_users_id_fk" FOREIGN KEY ("portal_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_service_objects" ADD CONSTRAINT "contract_service_objects_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_service_objects" ADD CONSTRAINT "contract_service_objects_contract_id_service_object_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."service_object_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_service_objects" ADD CONSTRAINT "contract_service_objects_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_object_contracts" ADD CONSTRAINT "service_object_contracts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_inbound_message_id_inbound_messages_id_fk" FOREIGN KEY ("inbound_message_id") REFERENCES "public"."inbound_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_parent_id_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_service_objects" ADD CONSTRAINT "order_service_objects_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_service_objects" ADD CONSTRAINT "order_service_objects_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_service_objects" ADD CONSTRAINT "order_service_objects_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_report_document_id_documents_id_fk" FOREIGN KEY ("report_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_parent_id_organisations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD CONSTRAINT "refrigerant_logbook_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD CONSTRAINT "refrigerant_logbook_entries_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD CONSTRAINT "refrigerant_logbook_entries_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refrigerant_logbook_entries" ADD CONSTRAINT "refrigerant_logbook_entries_corrects_entry_id_refrigerant_logbook_entries_id_fk" FOREIGN KEY ("corrects_entry_id") REFERENCES "public"."refrigerant_logbook_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_object_materials" ADD CONSTRAINT "service_object_materials_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_object_materials" ADD CONSTRAINT "service_object_materials_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_object_numbers" ADD CONSTRAINT "service_object_numbers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_object_numbers" ADD CONSTRAINT "service_object_numbers_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_object_photos" ADD CONSTRAINT "service_object_photos_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_object_photos" ADD CONSTRAINT "service_object_photos_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_object_photos" ADD CONSTRAINT "service_object_photos_photo_type_id_photo_types_id_fk" FOREIGN KEY ("photo_type_id") REFERENCES "public"."photo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_object_photos" ADD CONSTRAINT "service_object_photos_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_objects" ADD CONSTRAINT "service_objects_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_objects" ADD CONSTRAINT "service_objects_type_id_service_object_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."service_object_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synchronization_runs" ADD CONSTRAINT "synchronization_runs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synchronization_runs" ADD CONSTRAINT "synchronization_runs_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_service_object_id_service_objects_id_fk" FOREIGN KEY ("service_object_id") REFERENCES "public"."service_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_items" ADD CONSTRAINT "timeline_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_logs" ADD CONSTRAINT "timeline_logs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_logs" ADD CONSTRAINT "timeline_logs_timeline_item_id_timeline_items_id_fk" FOREIGN KEY ("timeline_item_id") REFERENCES "public"."timeline_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_logs" ADD CONSTRAINT "timeline_logs_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_created_idx" ON "activity_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_logs_change_seq_idx" ON "activity_logs" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "activity_logs_organisation_created_idx" ON "activity_logs" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_logs_organisation_change_seq_idx" ON "activity_logs" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "activity_logs_subject_idx" ON "activity_logs" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "appointments_organisation_created_idx" ON "appointments" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_organisation_change_seq_idx" ON "appointments" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "appointments_change_seq_idx" ON "appointments" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "appointments_organisation_starts_idx" ON "appointments" USING btree ("organisation_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_confirmation_tokens_token_hash_key" ON "account_confirmation_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_confirmation_tokens_user_idx" ON "account_confirmation_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "invitations_organisation_idx" ON "invitations" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_refresh_token_hash_key" ON "sessions" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_challenges_user_idx" ON "two_factor_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "persons_organisation_created_idx" ON "persons" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "persons_organisation_change_seq_idx" ON "persons" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "persons_change_seq_idx" ON "persons" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "persons_organisation_main_idx" ON "persons" USING btree ("organisation_id","is_main_contact");--> statement-breakpoint
CREATE INDEX "persons_email_idx" ON "persons" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contract_service_objects_organisation_created_idx" ON "contract_service_objects" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contract_service_objects_organisation_change_seq_idx" ON "contract_service_objects" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "contract_service_objects_change_seq_idx" ON "contract_service_objects" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_service_objects_pair_key" ON "contract_service_objects" USING btree ("contract_id","service_object_id") WHERE "contract_service_objects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contract_service_objects_service_object_idx" ON "contract_service_objects" USING btree ("service_object_id");--> statement-breakpoint
CREATE INDEX "service_object_contracts_organisation_created_idx" ON "service_object_contracts" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_object_contracts_organisation_change_seq_idx" ON "service_object_contracts" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "service_object_contracts_change_seq_idx" ON "service_object_contracts" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "service_object_contracts_number_key" ON "service_object_contracts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "documents_organisation_created_idx" ON "documents" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_organisation_change_seq_idx" ON "documents" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "documents_change_seq_idx" ON "documents" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "documents_folder_idx" ON "documents" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "documents_offer_idx" ON "documents" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "documents_service_object_idx" ON "documents" USING btree ("service_object_id");--> statement-breakpoint
CREATE INDEX "documents_inbound_message_idx" ON "documents" USING btree ("inbound_message_id");--> statement-breakpoint
CREATE INDEX "folders_organisation_created_idx" ON "folders" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "folders_organisation_change_seq_idx" ON "folders" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "folders_change_seq_idx" ON "folders" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "folders_parent_idx" ON "folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "folders_service_object_idx" ON "folders" USING btree ("service_object_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_organisation_created_idx" ON "invoice_lines" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_lines_organisation_change_seq_idx" ON "invoice_lines" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "invoice_lines_change_seq_idx" ON "invoice_lines" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_organisation_created_idx" ON "invoices" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_organisation_change_seq_idx" ON "invoices" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "invoices_change_seq_idx" ON "invoices" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_organisation_status_idx" ON "invoices" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "invoices_organisation_date_idx" ON "invoices" USING btree ("organisation_id","invoice_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offer_lines_organisation_created_idx" ON "offer_lines" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offer_lines_organisation_change_seq_idx" ON "offer_lines" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "offer_lines_change_seq_idx" ON "offer_lines" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "offer_lines_offer_idx" ON "offer_lines" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "offers_organisation_created_idx" ON "offers" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_organisation_change_seq_idx" ON "offers" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "offers_change_seq_idx" ON "offers" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_number_key" ON "offers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "offers_organisation_status_idx" ON "offers" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "offers_service_object_idx" ON "offers" USING btree ("service_object_id","status");--> statement-breakpoint
CREATE INDEX "checklists_organisation_created_idx" ON "checklists" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checklists_organisation_change_seq_idx" ON "checklists" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "checklists_change_seq_idx" ON "checklists" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "checklists_service_object_idx" ON "checklists" USING btree ("service_object_id","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checklists_work_order_idx" ON "checklists" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "checklists_order_idx" ON "checklists" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_service_objects_organisation_created_idx" ON "order_service_objects" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_service_objects_organisation_change_seq_idx" ON "order_service_objects" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "order_service_objects_change_seq_idx" ON "order_service_objects" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "order_service_objects_pair_key" ON "order_service_objects" USING btree ("order_id","service_object_id") WHERE "order_service_objects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "order_service_objects_service_object_idx" ON "order_service_objects" USING btree ("service_object_id");--> statement-breakpoint
CREATE INDEX "orders_organisation_created_idx" ON "orders" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_organisation_change_seq_idx" ON "orders" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "orders_change_seq_idx" ON "orders" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_organisation_status_idx" ON "orders" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "work_orders_organisation_created_idx" ON "work_orders" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_organisation_change_seq_idx" ON "work_orders" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "work_orders_change_seq_idx" ON "work_orders" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_number_key" ON "work_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "work_orders_order_idx" ON "work_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "work_orders_service_object_idx" ON "work_orders" USING btree ("service_object_id");--> statement-breakpoint
CREATE INDEX "organisations_created_idx" ON "organisations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organisations_change_seq_idx" ON "organisations" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_code_key" ON "organisations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "organisations_parent_idx" ON "organisations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "organisations_name_idx" ON "organisations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dev_mail_to_created_idx" ON "dev_mail" USING btree ("to","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "refrigerant_logbook_entries_organisation_created_idx" ON "refrigerant_logbook_entries" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refrigerant_logbook_entries_organisation_change_seq_idx" ON "refrigerant_logbook_entries" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "refrigerant_logbook_entries_change_seq_idx" ON "refrigerant_logbook_entries" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "refrigerant_logbook_entries_service_object_idx" ON "refrigerant_logbook_entries" USING btree ("service_object_id","performed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refrigerant_logbook_entries_organisation_performed_idx" ON "refrigerant_logbook_entries" USING btree ("organisation_id","performed_at");--> statement-breakpoint
CREATE INDEX "inspections_organisation_created_idx" ON "inspections" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inspections_organisation_change_seq_idx" ON "inspections" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "inspections_change_seq_idx" ON "inspections" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_service_object_regime_key" ON "inspections" USING btree ("service_object_id","regime") WHERE "inspections"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inspections_next_due_idx" ON "inspections" USING btree ("organisation_id","next_due_date");--> statement-breakpoint
CREATE INDEX "photo_types_created_idx" ON "photo_types" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "photo_types_change_seq_idx" ON "photo_types" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_types_code_key" ON "photo_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "service_object_materials_organisation_created_idx" ON "service_object_materials" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_object_materials_organisation_change_seq_idx" ON "service_object_materials" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "service_object_materials_change_seq_idx" ON "service_object_materials" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "service_object_materials_service_object_idx" ON "service_object_materials" USING btree ("service_object_id");--> statement-breakpoint
CREATE INDEX "service_object_numbers_organisation_created_idx" ON "service_object_numbers" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_object_numbers_organisation_change_seq_idx" ON "service_object_numbers" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "service_object_numbers_change_seq_idx" ON "service_object_numbers" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "service_object_numbers_service_object_idx" ON "service_object_numbers" USING btree ("service_object_id","read_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_object_photos_organisation_created_idx" ON "service_object_photos" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_object_photos_organisation_change_seq_idx" ON "service_object_photos" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "service_object_photos_change_seq_idx" ON "service_object_photos" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "service_object_photos_service_object_idx" ON "service_object_photos" USING btree ("service_object_id");--> statement-breakpoint
CREATE INDEX "service_object_types_created_idx" ON "service_object_types" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_object_types_change_seq_idx" ON "service_object_types" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "service_object_types_code_key" ON "service_object_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "service_objects_organisation_created_idx" ON "service_objects" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_objects_organisation_change_seq_idx" ON "service_objects" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "service_objects_change_seq_idx" ON "service_objects" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "service_objects_public_id_key" ON "service_objects" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_objects_number_key" ON "service_objects" USING btree ("number");--> statement-breakpoint
CREATE INDEX "service_objects_type_idx" ON "service_objects" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "service_objects_refrigerant_idx" ON "service_objects" USING btree ("refrigerant");--> statement-breakpoint
CREATE INDEX "synchronization_runs_organisation_created_idx" ON "synchronization_runs" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "synchronization_runs_organisation_change_seq_idx" ON "synchronization_runs" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "synchronization_runs_change_seq_idx" ON "synchronization_runs" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "synchronization_runs_organisation_status_idx" ON "synchronization_runs" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "inbound_messages_organisation_created_idx" ON "inbound_messages" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbound_messages_organisation_change_seq_idx" ON "inbound_messages" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "inbound_messages_change_seq_idx" ON "inbound_messages" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "inbound_messages_task_idx" ON "inbound_messages" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "tasks_organisation_created_idx" ON "tasks" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_organisation_change_seq_idx" ON "tasks" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "tasks_change_seq_idx" ON "tasks" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "tasks_organisation_status_idx" ON "tasks" USING btree ("organisation_id","status","due_at");--> statement-breakpoint
CREATE INDEX "tasks_assignee_status_idx" ON "tasks" USING btree ("assignee_user_id","status");--> statement-breakpoint
CREATE INDEX "timeline_items_organisation_created_idx" ON "timeline_items" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timeline_items_organisation_change_seq_idx" ON "timeline_items" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "timeline_items_change_seq_idx" ON "timeline_items" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "timeline_items_organisation_occurred_idx" ON "timeline_items" USING btree ("organisation_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timeline_items_ref_idx" ON "timeline_items" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "timeline_logs_organisation_created_idx" ON "timeline_logs" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timeline_logs_organisation_change_seq_idx" ON "timeline_logs" USING btree ("organisation_id","change_seq");--> statement-breakpoint
CREATE INDEX "timeline_logs_change_seq_idx" ON "timeline_logs" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "timeline_logs_item_group_idx" ON "timeline_logs" USING btree ("timeline_item_id","group");--> statement-breakpoint
CREATE INDEX "permissions_created_idx" ON "permissions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "permissions_change_seq_idx" ON "permissions" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_title_group_key" ON "permissions" USING btree ("title","group");--> statement-breakpoint
CREATE INDEX "role_permissions_permission_idx" ON "role_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "roles_created_idx" ON "roles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "roles_change_seq_idx" ON "roles" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_single_default_key" ON "roles" USING btree ("is_default") WHERE "roles"."is_default" and "roles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "user_permissions_permission_idx" ON "user_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_change_seq_idx" ON "users" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_organisation_idx" ON "users" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");