CREATE TABLE "contract_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_files" (
	"contract_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "contract_files_contract_id_file_id_pk" PRIMARY KEY("contract_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "contract_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"progress_type" smallint NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_progress_type_check" CHECK ("contract_progress"."progress_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "contract_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"contract_type_id" smallint,
	"category_id" uuid,
	"date_signed" date NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"total_value" bigint DEFAULT 0 NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_position" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('Draft', 'Active', 'Suspended', 'Ended')),
	CONSTRAINT "contracts_period_check" CHECK ("contracts"."date_to" >= "contracts"."date_from"),
	CONSTRAINT "contracts_value_check" CHECK ("contracts"."total_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_product_id_file_id_pk" PRIMARY KEY("product_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'selling' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('selling', 'stopped')),
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contract_files" ADD CONSTRAINT "contract_files_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_files" ADD CONSTRAINT "contract_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_progress" ADD CONSTRAINT "contract_progress_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_contract_type_id_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."contract_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_category_id_contract_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."contract_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_categories_name_key" ON "contract_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_files_file_key" ON "contract_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "contract_progress_contract_idx" ON "contract_progress" USING btree ("contract_id","progress_type","date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_code_key" ON "contracts" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "contracts_partner_signed_idx" ON "contracts" USING btree ("partner_id","date_signed" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_partner_status_idx" ON "contracts" USING btree ("partner_id","status");--> statement-breakpoint
CREATE INDEX "contracts_created_idx" ON "contracts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_file_key" ON "product_images" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_partner_code_key" ON "products" USING btree ("partner_id",lower("code"));--> statement-breakpoint
CREATE INDEX "products_partner_created_idx" ON "products" USING btree ("partner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "contract_types" ("id", "name") VALUES (1, 'Hợp đồng cung cấp vật tư, hóa chất'), (2, 'Hợp đồng cung cấp thiết bị'), (3, 'Hợp đồng dịch vụ'), (4, 'Hợp đồng nguyên tắc') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "contract_categories" ("name", "sort") VALUES ('Vật tư tiêu hao', 1), ('Hóa chất xét nghiệm', 2), ('Thiết bị y tế', 3), ('Dịch vụ bảo trì', 4), ('Khác', 5) ON CONFLICT DO NOTHING;
