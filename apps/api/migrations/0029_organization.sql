CREATE TABLE "organization" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"tax_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"representative" text DEFAULT '' NOT NULL,
	"representative_title" text DEFAULT '' NOT NULL,
	"hotline" text DEFAULT '' NOT NULL,
	"support_email" text DEFAULT '' NOT NULL,
	"bank_bin" text,
	"account_number" text DEFAULT '' NOT NULL,
	"account_holder" text DEFAULT '' NOT NULL,
	"logo_file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_single_row" CHECK ("organization"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An installation that already runs keeps what it had: the debt desk's bank account and the footer's company keys become the owner's setting.
INSERT INTO "organization" ("id", "legal_name", "tax_code", "address", "representative", "hotline", "support_email", "bank_bin", "account_number", "account_holder")
SELECT 1,
	coalesce((SELECT "value" FROM "footer_items" WHERE "key" = 'companyName'), ''),
	coalesce((SELECT "value" FROM "footer_items" WHERE "key" = 'companyTaxCode'), ''),
	coalesce((SELECT "value" FROM "footer_items" WHERE "key" = 'companyAddress'), ''),
	coalesce((SELECT "value" FROM "footer_items" WHERE "key" = 'companyRepresentative'), ''),
	coalesce((SELECT "value" FROM "footer_items" WHERE "key" = 'headerHotlinePhone'), (SELECT "value" FROM "footer_items" WHERE "key" = 'supportPhone'), ''),
	coalesce((SELECT "value" FROM "footer_items" WHERE "key" = 'supportEmail'), ''),
	(SELECT "bank_bin" FROM "debt_settings" WHERE "id" = 1),
	coalesce((SELECT "account_number" FROM "debt_settings" WHERE "id" = 1), ''),
	coalesce((SELECT "account_name" FROM "debt_settings" WHERE "id" = 1), '')
WHERE EXISTS (SELECT 1 FROM "debt_settings") OR EXISTS (SELECT 1 FROM "footer_items");--> statement-breakpoint
DELETE FROM "footer_items" WHERE "key" IN ('companyName', 'companyTaxCode', 'companyAddress', 'companyRepresentative', 'headerHotlinePhone', 'supportPhone', 'supportEmail', 'copyright');--> statement-breakpoint
ALTER TABLE "debt_settings" DROP COLUMN "bank_bin";--> statement-breakpoint
ALTER TABLE "debt_settings" DROP COLUMN "account_number";--> statement-breakpoint
ALTER TABLE "debt_settings" DROP COLUMN "account_name";