CREATE TABLE "debt_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"amount" bigint,
	"actor" text NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_events_kind_check" CHECK ("debt_events"."kind" in ('letter_sent', 'letter_answered', 'letter_corrected', 'report_built', 'report_sent', 'report_confirmed', 'extension_requested', 'extension_decided', 'reminder_sent', 'payment_recorded')),
	CONSTRAINT "debt_events_subject_check" CHECK ("debt_events"."subject" in ('letter', 'report')),
	CONSTRAINT "debt_events_actor_check" CHECK ("debt_events"."actor" in ('partner', 'operator', 'system'))
);
--> statement-breakpoint
ALTER TABLE "debt_events" ADD CONSTRAINT "debt_events_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_events" ADD CONSTRAINT "debt_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debt_events_partner_at_idx" ON "debt_events" USING btree ("partner_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "debt_events_subject_idx" ON "debt_events" USING btree ("subject","subject_id");