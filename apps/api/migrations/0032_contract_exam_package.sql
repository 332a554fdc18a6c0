-- A health-exam contract names the exam package it buys (its 'Gói khám').
ALTER TABLE "company_contracts" ADD COLUMN "exam_package_id" uuid;--> statement-breakpoint
ALTER TABLE "company_contracts" ADD CONSTRAINT "company_contracts_exam_package_id_exam_packages_id_fk" FOREIGN KEY ("exam_package_id") REFERENCES "public"."exam_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_contracts_exam_package_idx" ON "company_contracts" USING btree ("exam_package_id");