-- The laboratory systems that call the FHIR API: clients (a secret hash), their short-lived tokens and their calls.
CREATE TABLE "integration_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"summary" text NOT NULL,
	"ip" text,
	CONSTRAINT "integration_calls_status_check" CHECK ("integration_calls"."status" between 100 and 599)
);
--> statement-breakpoint
CREATE TABLE "integration_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"facility_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integration_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_calls" ADD CONSTRAINT "integration_calls_client_id_integration_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."integration_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_clients" ADD CONSTRAINT "integration_clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_tokens" ADD CONSTRAINT "integration_tokens_client_id_integration_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."integration_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_calls_client_at_idx" ON "integration_calls" USING btree ("client_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "integration_clients_client_id_key" ON "integration_clients" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_clients_name_key" ON "integration_clients" USING btree (lower("name")) WHERE "integration_clients"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "integration_tokens_client_idx" ON "integration_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "integration_tokens_expires_idx" ON "integration_tokens" USING btree ("expires_at");