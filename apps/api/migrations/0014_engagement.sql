CREATE TABLE "cooperation_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"partner_type" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooperation_contacts_type_check" CHECK ("cooperation_contacts"."partner_type" in ('collaborator', 'company', 'provider')),
	CONSTRAINT "cooperation_contacts_status_check" CHECK ("cooperation_contacts"."status" in ('new', 'handled'))
);
--> statement-breakpoint
CREATE TABLE "cooperation_pages" (
	"partner_type" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooperation_pages_type_check" CHECK ("cooperation_pages"."partner_type" in ('collaborator', 'company', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"user_id" uuid,
	"username" text NOT NULL,
	"stars" smallint NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_reason" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"area" text DEFAULT 'general' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_stars_check" CHECK ("feedback"."stars" between 1 and 5),
	CONSTRAINT "feedback_reason_check" CHECK (cardinality("feedback"."reasons") > 0 or "feedback"."other_reason" <> ''),
	CONSTRAINT "feedback_status_check" CHECK ("feedback"."status" in ('new', 'handled'))
);
--> statement-breakpoint
CREATE TABLE "popup_dismissals" (
	"user_id" uuid NOT NULL,
	"popup_id" uuid NOT NULL,
	"session_id" uuid,
	"permanent" boolean DEFAULT false NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popup_dismissals_user_id_popup_id_pk" PRIMARY KEY("user_id","popup_id")
);
--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "frequency" text DEFAULT 'every_session' NOT NULL;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "frequency_days" smallint;--> statement-breakpoint
ALTER TABLE "cooperation_contacts" ADD CONSTRAINT "cooperation_contacts_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperation_pages" ADD CONSTRAINT "cooperation_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_dismissals" ADD CONSTRAINT "popup_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_dismissals" ADD CONSTRAINT "popup_dismissals_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_dismissals" ADD CONSTRAINT "popup_dismissals_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooperation_contacts_created_idx" ON "cooperation_contacts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cooperation_contacts_status_created_idx" ON "cooperation_contacts" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_status_created_idx" ON "feedback" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_partner_idx" ON "feedback" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "popup_dismissals_popup_idx" ON "popup_dismissals" USING btree ("popup_id");--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_frequency_check" CHECK ("popups"."frequency" in ('every_session', 'once', 'every_n_days'));--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_frequency_days_check" CHECK (("popups"."frequency" = 'every_n_days') = ("popups"."frequency_days" is not null) and coalesce("popups"."frequency_days", 1) between 1 and 365);