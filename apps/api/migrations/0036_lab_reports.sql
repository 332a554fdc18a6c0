-- The laboratory reports integrations post (FHIR DiagnosticReport or HL7 v2 ORU^R01), known by their identifier.
CREATE TABLE "lab_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"identifier_system" text DEFAULT '' NOT NULL,
	"identifier_value" text NOT NULL,
	"status" text NOT NULL,
	"line_ids" uuid[] NOT NULL,
	"resource" jsonb NOT NULL,
	"observations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_client_id_integration_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."integration_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_order_id_medical_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."medical_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_reports_identifier_key" ON "lab_reports" USING btree ("client_id","identifier_system","identifier_value");--> statement-breakpoint
CREATE INDEX "lab_reports_order_idx" ON "lab_reports" USING btree ("order_id");
