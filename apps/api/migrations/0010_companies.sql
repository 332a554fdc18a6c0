CREATE TABLE "appointment_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"date" date NOT NULL,
	"site" text NOT NULL,
	"headcount" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"counter_date" date,
	"reply" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_schedules_status_check" CHECK ("appointment_schedules"."status" in ('proposed', 'confirmed', 'rescheduled')),
	CONSTRAINT "appointment_schedules_headcount_check" CHECK ("appointment_schedules"."headcount" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_contract_counts" (
	"contract_id" uuid NOT NULL,
	"exam_state" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_contract_counts_contract_id_exam_state_pk" PRIMARY KEY("contract_id","exam_state")
);
--> statement-breakpoint
CREATE TABLE "company_contract_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"contract_type_id" smallint NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"planned_employees" integer NOT NULL,
	"total_value" bigint DEFAULT 0 NOT NULL,
	"file_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_contracts_status_check" CHECK ("company_contracts"."status" in ('draft', 'pending', 'in_progress', 'completed', 'declined')),
	CONSTRAINT "company_contracts_period_check" CHECK ("company_contracts"."date_end" >= "company_contracts"."date_start"),
	CONSTRAINT "company_contracts_value_check" CHECK ("company_contracts"."total_value" >= 0),
	CONSTRAINT "company_contracts_planned_check" CHECK ("company_contracts"."planned_employees" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"total_employees" integer,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profiles_total_check" CHECK ("company_profiles"."total_employees" is null or "company_profiles"."total_employees" > 0)
);
--> statement-breakpoint
CREATE TABLE "contract_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"cccd" text NOT NULL,
	"bhyt" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" smallint NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"exam_state" text DEFAULT 'unregistered' NOT NULL,
	"health_class" smallint,
	"examined_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_employees_state_check" CHECK ("contract_employees"."exam_state" in ('unregistered', 'registered', 'scheduled', 'partial', 'full', 'absent')),
	CONSTRAINT "contract_employees_gender_check" CHECK ("contract_employees"."gender" in (0, 1)),
	CONSTRAINT "contract_employees_health_check" CHECK ("contract_employees"."health_class" is null or "contract_employees"."health_class" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "contract_group_contracts" (
	"group_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	CONSTRAINT "contract_group_contracts_group_id_contract_id_pk" PRIMARY KEY("group_id","contract_id")
);
--> statement-breakpoint
CREATE TABLE "contract_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_package_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_package_services" (
	"package_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_package_services_package_id_service_id_pk" PRIMARY KEY("package_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "exam_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_packages_type_check" CHECK ("exam_packages"."type" in (1, 2)),
	CONSTRAINT "exam_packages_price_check" CHECK ("exam_packages"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exam_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_services_price_check" CHECK ("exam_services"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "roster_import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"action" text NOT NULL,
	"employee_id" uuid,
	"values" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "roster_import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number"),
	CONSTRAINT "roster_import_rows_action_check" CHECK ("roster_import_rows"."action" in ('new', 'updated', 'unchanged', 'error'))
);
--> statement-breakpoint
CREATE TABLE "roster_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"rows_new" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"rows_unchanged" integer DEFAULT 0 NOT NULL,
	"rows_error" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"committed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_imports_status_check" CHECK ("roster_imports"."status" in ('previewed', 'committed', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "rename_requests" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "rename_requests" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "appointment_schedules" ADD CONSTRAINT "appointment_schedules_contract_id_company_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."company_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_schedules" ADD CONSTRAINT "appointment_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_schedules" ADD CONSTRAINT "appointment_schedules_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contract_counts" ADD CONSTRAINT "company_contract_counts_contract_id_company_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."company_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contracts" ADD CONSTRAINT "company_contracts_company_id_partners_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contracts" ADD CONSTRAINT "company_contracts_owner_id_partners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contracts" ADD CONSTRAINT "company_contracts_contract_type_id_company_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."company_contract_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contracts" ADD CONSTRAINT "company_contracts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contracts" ADD CONSTRAINT "company_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_employees" ADD CONSTRAINT "contract_employees_contract_id_company_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."company_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_group_contracts" ADD CONSTRAINT "contract_group_contracts_group_id_contract_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contract_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_group_contracts" ADD CONSTRAINT "contract_group_contracts_contract_id_company_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."company_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_groups" ADD CONSTRAINT "contract_groups_owner_id_partners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_groups" ADD CONSTRAINT "contract_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_package_services" ADD CONSTRAINT "exam_package_services_package_id_exam_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."exam_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_package_services" ADD CONSTRAINT "exam_package_services_service_id_exam_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."exam_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_packages" ADD CONSTRAINT "exam_packages_category_id_exam_package_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."exam_package_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_import_rows" ADD CONSTRAINT "roster_import_rows_import_id_roster_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."roster_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_contract_id_company_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."company_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_schedules_contract_created_idx" ON "appointment_schedules" USING btree ("contract_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointment_schedules_status_created_idx" ON "appointment_schedules" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "company_contracts_code_key" ON "company_contracts" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "company_contracts_owner_start_idx" ON "company_contracts" USING btree ("owner_id","date_start" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_contracts_company_start_idx" ON "company_contracts" USING btree ("company_id","date_start" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_contracts_created_idx" ON "company_contracts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contract_employees_contract_cccd_key" ON "contract_employees" USING btree ("contract_id","cccd");--> statement-breakpoint
CREATE INDEX "contract_employees_contract_name_idx" ON "contract_employees" USING btree ("contract_id","name","id");--> statement-breakpoint
CREATE INDEX "contract_employees_contract_state_idx" ON "contract_employees" USING btree ("contract_id","exam_state");--> statement-breakpoint
CREATE INDEX "contract_employees_contract_examined_idx" ON "contract_employees" USING btree ("contract_id","examined_at") WHERE "contract_employees"."examined_at" is not null;--> statement-breakpoint
CREATE INDEX "contract_group_contracts_contract_idx" ON "contract_group_contracts" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_groups_owner_created_idx" ON "contract_groups" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "exam_package_categories_name_key" ON "exam_package_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "exam_package_services_service_idx" ON "exam_package_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "exam_packages_category_price_idx" ON "exam_packages" USING btree ("category_id","price");--> statement-breakpoint
CREATE INDEX "exam_packages_created_idx" ON "exam_packages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "exam_services_code_key" ON "exam_services" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "exam_services_group_name_idx" ON "exam_services" USING btree ("group_name","name");--> statement-breakpoint
CREATE INDEX "roster_import_rows_action_idx" ON "roster_import_rows" USING btree ("import_id","action");--> statement-breakpoint
CREATE INDEX "roster_imports_contract_created_idx" ON "roster_imports" USING btree ("contract_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "rename_requests" ADD CONSTRAINT "rename_requests_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rename_requests" ADD CONSTRAINT "rename_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A contract's roster size per exam state, kept in the statement that changes the roster (one upsert per contract and state, however many rows).
CREATE FUNCTION "company_contract_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "company_contract_counts" ("contract_id", "exam_state", "n")
    SELECT "contract_id", "exam_state", count(*)::int FROM new_rows GROUP BY 1, 2
  ON CONFLICT ("contract_id", "exam_state") DO UPDATE SET "n" = "company_contract_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "company_contract_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "company_contract_counts" c SET "n" = c."n" - o."n"
    FROM (SELECT "contract_id", "exam_state", count(*)::int AS "n" FROM old_rows GROUP BY 1, 2) o
    WHERE c."contract_id" = o."contract_id" AND c."exam_state" = o."exam_state";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "company_contract_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "company_contract_counts" c SET "n" = c."n" - o."n"
    FROM (SELECT "contract_id", "exam_state", count(*)::int AS "n" FROM old_rows GROUP BY 1, 2) o
    WHERE c."contract_id" = o."contract_id" AND c."exam_state" = o."exam_state";
  INSERT INTO "company_contract_counts" ("contract_id", "exam_state", "n")
    SELECT "contract_id", "exam_state", count(*)::int FROM new_rows GROUP BY 1, 2
  ON CONFLICT ("contract_id", "exam_state") DO UPDATE SET "n" = "company_contract_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contract_employees_count_insert" AFTER INSERT ON "contract_employees"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_contract_counts_add"();--> statement-breakpoint
CREATE TRIGGER "contract_employees_count_delete" AFTER DELETE ON "contract_employees"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_contract_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "contract_employees_count_update" AFTER UPDATE ON "contract_employees"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_contract_counts_move"();--> statement-breakpoint
INSERT INTO "company_contract_types" ("id", "name") VALUES (1, 'Khám sức khỏe định kỳ'), (2, 'Khám sức khỏe tuyển dụng'), (3, 'Khám bệnh nghề nghiệp'), (4, 'Xét nghiệm tầm soát') ON CONFLICT DO NOTHING;
