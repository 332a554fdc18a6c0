ALTER TABLE "partners" ADD COLUMN "category_id" smallint;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "company_size" smallint;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "charter_capital" bigint;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "is_cooperated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_charter_capital_check" CHECK ("partners"."charter_capital" >= 0);