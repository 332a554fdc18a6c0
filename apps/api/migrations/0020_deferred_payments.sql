CREATE TABLE "debt_reminder_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"offset_days" integer NOT NULL,
	"due_date" date NOT NULL,
	"reminder_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debt_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"reminder_offsets" integer[] DEFAULT '{-3,0,3,7}'::integer[] NOT NULL,
	"due_days" integer DEFAULT 15 NOT NULL,
	"home_sampling_fee" bigint DEFAULT 50000 NOT NULL,
	"bank_bin" text,
	"account_number" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_settings_single_row" CHECK ("debt_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "deferred_payment_files" (
	"report_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deferred_payment_files_report_id_file_id_pk" PRIMARY KEY("report_id","file_id"),
	CONSTRAINT "deferred_payment_files_kind_check" CHECK ("deferred_payment_files"."kind" in ('invoice', 'document'))
);
--> statement-breakpoint
CREATE TABLE "deferred_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"month" text NOT NULL,
	"code" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"service_count" integer DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"transfer_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deferred_payments_status_check" CHECK ("deferred_payments"."status" in (0, 2, 3, 4, 5)),
	CONSTRAINT "deferred_payments_month_check" CHECK ("deferred_payments"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "deferred_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"order_id" uuid,
	"patient_name" text NOT NULL,
	"examination_date" date NOT NULL,
	"test_name" text NOT NULL,
	"test_fee" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"sampling_fee" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_extension_files" (
	"extension_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "payment_extension_files_extension_id_file_id_pk" PRIMARY KEY("extension_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "payment_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"new_due_date" date NOT NULL,
	"previous_due_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" text,
	"requested_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_extensions_status_check" CHECK ("payment_extensions"."status" in (1, 2, 3))
);
--> statement-breakpoint
DROP INDEX "debt_events_partner_at_idx";--> statement-breakpoint
DROP INDEX "debt_letters_partner_current_idx";--> statement-breakpoint
DROP INDEX "debt_letters_sent_idx";--> statement-breakpoint
DROP INDEX "debt_letters_partner_sent_idx";--> statement-breakpoint
ALTER TABLE "debt_reminder_histories" ADD CONSTRAINT "debt_reminder_histories_report_id_deferred_payments_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."deferred_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_payment_files" ADD CONSTRAINT "deferred_payment_files_report_id_deferred_payments_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."deferred_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_payment_files" ADD CONSTRAINT "deferred_payment_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_payments" ADD CONSTRAINT "deferred_payments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_records" ADD CONSTRAINT "deferred_records_report_id_deferred_payments_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."deferred_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_records" ADD CONSTRAINT "deferred_records_order_id_medical_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."medical_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_extension_files" ADD CONSTRAINT "payment_extension_files_extension_id_payment_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."payment_extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_extension_files" ADD CONSTRAINT "payment_extension_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_extensions" ADD CONSTRAINT "payment_extensions_report_id_deferred_payments_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."deferred_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_extensions" ADD CONSTRAINT "payment_extensions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debt_reminder_histories_step_key" ON "debt_reminder_histories" USING btree ("report_id","due_date","offset_days");--> statement-breakpoint
CREATE INDEX "deferred_payment_files_file_idx" ON "deferred_payment_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deferred_payments_partner_month_key" ON "deferred_payments" USING btree ("partner_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "deferred_payments_code_key" ON "deferred_payments" USING btree ("code");--> statement-breakpoint
CREATE INDEX "deferred_payments_partner_status_month_idx" ON "deferred_payments" USING btree ("partner_id","status","month" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deferred_payments_month_code_idx" ON "deferred_payments" USING btree ("month" DESC NULLS FIRST,"code");--> statement-breakpoint
CREATE INDEX "deferred_payments_unpaid_due_idx" ON "deferred_payments" USING btree ("due_date") WHERE "deferred_payments"."status" in (2, 3, 4);--> statement-breakpoint
CREATE INDEX "deferred_records_report_idx" ON "deferred_records" USING btree ("report_id","sort");--> statement-breakpoint
CREATE INDEX "payment_extension_files_file_idx" ON "payment_extension_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "payment_extensions_report_idx" ON "payment_extensions" USING btree ("report_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_extensions_pending_key" ON "payment_extensions" USING btree ("report_id") WHERE "payment_extensions"."status" = 1;--> statement-breakpoint
CREATE INDEX "debt_letters_current_sent_idx" ON "debt_letters" USING btree ("sent_date" DESC NULLS FIRST,"no" DESC NULLS FIRST) WHERE "debt_letters"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "debt_letters_search_idx" ON "debt_letters" USING gin (lower("letter_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debt_events_partner_at_idx" ON "debt_events" USING btree ("partner_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "debt_letters_partner_current_idx" ON "debt_letters" USING btree ("partner_id","sent_date" DESC NULLS FIRST,"no" DESC NULLS FIRST) WHERE "debt_letters"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "debt_letters_sent_idx" ON "debt_letters" USING btree ("sent_date" DESC NULLS FIRST,"no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "debt_letters_partner_sent_idx" ON "debt_letters" USING btree ("partner_id","sent_date" DESC NULLS FIRST,"no" DESC NULLS FIRST);