CREATE TABLE "personnel_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personnel_role_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "personnel_roles" ADD CONSTRAINT "personnel_roles_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_roles_partner_name_key" ON "personnel_roles" USING btree ("partner_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_roles_partner_id_key" ON "personnel_roles" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "personnel_roles_partner_created_idx" ON "personnel_roles" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_personnel_role_fk" FOREIGN KEY ("partner_id","personnel_role_id") REFERENCES "public"."personnel_roles"("partner_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_personnel_role_idx" ON "users" USING btree ("personnel_role_id");--> statement-breakpoint
CREATE INDEX "users_partner_staff_idx" ON "users" USING btree ("partner_id","created_at" DESC NULLS LAST) WHERE "users"."is_sub_user";