-- Bookings out to the laboratory systems as HL7 v2 ORM^O01: each integration's endpoint, and one delivery per booking and kind.
CREATE TABLE "orm_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"control_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "orm_deliveries_kind_check" CHECK ("orm_deliveries"."kind" in ('NW', 'CA')),
	CONSTRAINT "orm_deliveries_status_check" CHECK ("orm_deliveries"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "integration_clients" ADD COLUMN "orm_endpoint" text;--> statement-breakpoint
ALTER TABLE "orm_deliveries" ADD CONSTRAINT "orm_deliveries_client_id_integration_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."integration_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orm_deliveries" ADD CONSTRAINT "orm_deliveries_order_id_medical_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."medical_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orm_deliveries_order_kind_key" ON "orm_deliveries" USING btree ("client_id","order_id","kind");--> statement-breakpoint
CREATE INDEX "orm_deliveries_client_created_idx" ON "orm_deliveries" USING btree ("client_id","created_at" DESC NULLS LAST);
