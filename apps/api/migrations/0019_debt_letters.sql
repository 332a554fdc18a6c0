CREATE SEQUENCE "public"."debt_letter_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "debt_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"no" bigint DEFAULT nextval('debt_letter_no_seq') NOT NULL,
	"partner_id" uuid NOT NULL,
	"letter_name" text NOT NULL,
	"sent_date" date NOT NULL,
	"balance_date" date NOT NULL,
	"balance_amount" bigint NOT NULL,
	"body" text NOT NULL,
	"response_status" smallint DEFAULT 1 NOT NULL,
	"response_balance_amount" bigint,
	"response_notes" text,
	"response_file_id" uuid,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"replaces_id" uuid,
	"superseded_by_id" uuid,
	"superseded_at" timestamp with time zone,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_letters_response_status_check" CHECK ("debt_letters"."response_status" in (1, 2, 3)),
	CONSTRAINT "debt_letters_amounts_check" CHECK ("debt_letters"."balance_amount" >= 0 and ("debt_letters"."response_balance_amount" is null or "debt_letters"."response_balance_amount" >= 0))
);
--> statement-breakpoint
ALTER TABLE "debt_letters" ADD CONSTRAINT "debt_letters_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_letters" ADD CONSTRAINT "debt_letters_response_file_id_files_id_fk" FOREIGN KEY ("response_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_letters" ADD CONSTRAINT "debt_letters_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_letters" ADD CONSTRAINT "debt_letters_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debt_letters_partner_current_idx" ON "debt_letters" USING btree ("partner_id","sent_date" DESC NULLS LAST,"no" DESC NULLS LAST) WHERE "debt_letters"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "debt_letters_sent_idx" ON "debt_letters" USING btree ("sent_date" DESC NULLS LAST,"no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "debt_letters_partner_sent_idx" ON "debt_letters" USING btree ("partner_id","sent_date" DESC NULLS LAST,"no" DESC NULLS LAST);