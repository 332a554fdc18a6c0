-- Substring search over orders (a trigram index); pg_trgm is a trusted extension, the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."medical_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "catalogue_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"fee_price" bigint DEFAULT 0 NOT NULL,
	"kind" text DEFAULT 'test' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_services_kind_check" CHECK ("catalogue_services"."kind" in ('test', 'package')),
	CONSTRAINT "catalogue_services_price_check" CHECK ("catalogue_services"."price" >= 0 and "catalogue_services"."fee_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"province_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_order_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_order_requests_kind_check" CHECK ("medical_order_requests"."kind" in ('CONFIRM_SOON', 'RESEND_RESULT', 'CHANGE_INFO', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "medical_order_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"service_code" text NOT NULL,
	"service_name" text NOT NULL,
	"price" bigint NOT NULL,
	"fee_price" bigint DEFAULT 0 NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"no" bigint DEFAULT nextval('medical_order_no_seq') NOT NULL,
	"partner_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"patient_name" text NOT NULL,
	"patient_phone" text NOT NULL,
	"patient_email" text DEFAULT '' NOT NULL,
	"patient_birthday" date NOT NULL,
	"patient_gender" smallint NOT NULL,
	"province_code" text NOT NULL,
	"district_code" text NOT NULL,
	"ward_code" text NOT NULL,
	"address" text NOT NULL,
	"method_type" text NOT NULL,
	"facility_id" uuid,
	"appointment_at" timestamp with time zone NOT NULL,
	"appointment_day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cancel_notes" text,
	"sid" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"result" text DEFAULT 'CHUA_CO_KET_QUA' NOT NULL,
	"step" text DEFAULT 'BOOKED' NOT NULL,
	"sample_taken_at" timestamp with time zone,
	"in_lab_at" timestamp with time zone,
	"result_ready_at" timestamp with time zone,
	"service_total" bigint DEFAULT 0 NOT NULL,
	"consultation_fee" bigint DEFAULT 0 NOT NULL,
	"progress_token" text NOT NULL,
	"result_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_orders_status_check" CHECK ("medical_orders"."status" between 1 and 5),
	CONSTRAINT "medical_orders_method_check" CHECK ("medical_orders"."method_type" in ('HOME', 'HOSPITAL')),
	CONSTRAINT "medical_orders_facility_check" CHECK ("medical_orders"."method_type" = 'HOME' or "medical_orders"."facility_id" is not null),
	CONSTRAINT "medical_orders_result_check" CHECK ("medical_orders"."result" in ('CHUA_CO_KET_QUA', 'DANG_XET_NGHIEM', 'CO_KET_QUA_MOT_PHAN', 'DA_CO_KET_QUA')),
	CONSTRAINT "medical_orders_step_check" CHECK ("medical_orders"."step" in ('BOOKED', 'SAMPLE_TAKEN', 'IN_LAB', 'RESULT_READY')),
	CONSTRAINT "medical_orders_gender_check" CHECK ("medical_orders"."patient_gender" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "partner_order_totals" (
	"partner_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"service_total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_order_totals_partner_id_status_pk" PRIMARY KEY("partner_id","status")
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"birthday" date NOT NULL,
	"gender" smallint NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"province_code" text NOT NULL,
	"district_code" text NOT NULL,
	"ward_code" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_gender_check" CHECK ("patients"."gender" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_facilities" (
	"service_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	CONSTRAINT "service_facilities_service_id_facility_id_pk" PRIMARY KEY("service_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "service_provinces" (
	"service_id" uuid NOT NULL,
	"province_code" text NOT NULL,
	CONSTRAINT "service_provinces_service_id_province_code_pk" PRIMARY KEY("service_id","province_code")
);
--> statement-breakpoint
CREATE TABLE "wards" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_order_requests" ADD CONSTRAINT "medical_order_requests_order_id_medical_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."medical_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_order_services" ADD CONSTRAINT "medical_order_services_order_id_medical_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."medical_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_order_services" ADD CONSTRAINT "medical_order_services_service_id_catalogue_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."catalogue_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_orders" ADD CONSTRAINT "medical_orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_orders" ADD CONSTRAINT "medical_orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_orders" ADD CONSTRAINT "medical_orders_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_orders" ADD CONSTRAINT "medical_orders_ward_code_wards_code_fk" FOREIGN KEY ("ward_code") REFERENCES "public"."wards"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_orders" ADD CONSTRAINT "medical_orders_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_orders" ADD CONSTRAINT "medical_orders_result_file_id_files_id_fk" FOREIGN KEY ("result_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_order_totals" ADD CONSTRAINT "partner_order_totals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_ward_code_wards_code_fk" FOREIGN KEY ("ward_code") REFERENCES "public"."wards"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_facilities" ADD CONSTRAINT "service_facilities_service_id_catalogue_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."catalogue_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_facilities" ADD CONSTRAINT "service_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provinces" ADD CONSTRAINT "service_provinces_service_id_catalogue_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."catalogue_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provinces" ADD CONSTRAINT "service_provinces_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wards" ADD CONSTRAINT "wards_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_services_code_key" ON "catalogue_services" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_code_key" ON "facilities" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "medical_order_requests_order_idx" ON "medical_order_requests" USING btree ("order_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "medical_order_services_order_idx" ON "medical_order_services" USING btree ("order_id","sort");--> statement-breakpoint
CREATE INDEX "medical_order_services_service_idx" ON "medical_order_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_orders_no_key" ON "medical_orders" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_orders_progress_token_key" ON "medical_orders" USING btree ("progress_token");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_orders_sid_key" ON "medical_orders" USING btree ("sid");--> statement-breakpoint
CREATE INDEX "medical_orders_partner_created_idx" ON "medical_orders" USING btree ("partner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "medical_orders_partner_status_created_idx" ON "medical_orders" USING btree ("partner_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "medical_orders_partner_day_idx" ON "medical_orders" USING btree ("partner_id","appointment_day","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "medical_orders_partner_result_idx" ON "medical_orders" USING btree ("partner_id","result","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "medical_orders_patient_idx" ON "medical_orders" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "medical_orders_partner_report_idx" ON "medical_orders" USING btree ("partner_id","status","service_total","consultation_fee");--> statement-breakpoint
CREATE INDEX "medical_orders_created_idx" ON "medical_orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "medical_orders_status_created_idx" ON "medical_orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "medical_orders_day_idx" ON "medical_orders" USING btree ("appointment_day","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "medical_orders_search_idx" ON "medical_orders" USING gin ((lower("patient_name") || ' ' || "patient_phone" || ' ' || lower(coalesce("sid", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_partner_created_idx" ON "patients" USING btree ("partner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patients_partner_total_idx" ON "patients" USING btree ("partner_id","total");--> statement-breakpoint
CREATE INDEX "service_facilities_facility_idx" ON "service_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "service_provinces_province_idx" ON "service_provinces" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "wards_province_idx" ON "wards" USING btree ("province_code","name");
--> statement-breakpoint
-- The 34 provinces and cities of Resolution 202/2025/QH15 (their communes and wards: npm run admin -- import-locations).
INSERT INTO "provinces" ("code", "name") VALUES ('01', 'Thành phố Hà Nội'), ('04', 'Cao Bằng'), ('08', 'Tuyên Quang'), ('11', 'Điện Biên'), ('12', 'Lai Châu'), ('14', 'Sơn La'), ('15', 'Lào Cai'), ('19', 'Thái Nguyên'), ('20', 'Lạng Sơn'), ('22', 'Quảng Ninh'), ('24', 'Bắc Ninh'), ('25', 'Phú Thọ'), ('31', 'Thành phố Hải Phòng'), ('33', 'Hưng Yên'), ('37', 'Ninh Bình'), ('38', 'Thanh Hóa'), ('40', 'Nghệ An'), ('42', 'Hà Tĩnh'), ('44', 'Quảng Trị'), ('46', 'Thành phố Huế'), ('48', 'Thành phố Đà Nẵng'), ('51', 'Quảng Ngãi'), ('52', 'Gia Lai'), ('56', 'Khánh Hòa'), ('66', 'Đắk Lắk'), ('68', 'Lâm Đồng'), ('75', 'Đồng Nai'), ('79', 'Thành phố Hồ Chí Minh'), ('80', 'Tây Ninh'), ('82', 'Đồng Tháp'), ('86', 'Vĩnh Long'), ('91', 'An Giang'), ('92', 'Thành phố Cần Thơ'), ('96', 'Cà Mau') ON CONFLICT ("code") DO UPDATE SET "name" = excluded."name";--> statement-breakpoint
-- A patient's order count and total spent (service prices of its orders not cancelled), kept in the order's transaction.
CREATE FUNCTION "patients_order_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "patients" SET "order_count" = "order_count" - 1,
      "total" = "total" - CASE WHEN OLD."status" <> 5 THEN OLD."service_total" ELSE 0 END
    WHERE "id" = OLD."patient_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "patients" SET "order_count" = "order_count" + 1,
      "total" = "total" + CASE WHEN NEW."status" <> 5 THEN NEW."service_total" ELSE 0 END
    WHERE "id" = NEW."patient_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "medical_orders_patient_totals" AFTER INSERT OR DELETE OR UPDATE OF "patient_id", "status", "service_total" ON "medical_orders"
  FOR EACH ROW EXECUTE FUNCTION "patients_order_totals"();
--> statement-breakpoint
-- A collaborator's order count and service total per status, kept in the order's transaction.
CREATE FUNCTION "partner_order_totals_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "partner_order_totals" SET "n" = "n" - 1, "service_total" = "service_total" - OLD."service_total"
    WHERE "partner_id" = OLD."partner_id" AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "partner_order_totals" ("partner_id", "status", "n", "service_total")
    VALUES (NEW."partner_id", NEW."status", 1, NEW."service_total")
    ON CONFLICT ("partner_id", "status") DO UPDATE
      SET "n" = "partner_order_totals"."n" + 1, "service_total" = "partner_order_totals"."service_total" + excluded."service_total";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "medical_orders_partner_totals" AFTER INSERT OR DELETE OR UPDATE OF "partner_id", "status", "service_total" ON "medical_orders"
  FOR EACH ROW EXECUTE FUNCTION "partner_order_totals_keep"();
