CREATE TABLE "bid_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_category_infos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_category_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_custom_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"info_id" uuid NOT NULL,
	"content" text,
	"file_id" uuid,
	"file_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"performer" text NOT NULL,
	"performer_id" uuid,
	"action_type" smallint NOT NULL,
	"subject" text NOT NULL,
	"content" jsonb NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_post_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bid_post_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_post_infos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bid_post_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"bid_name" text NOT NULL,
	"inviting_party" text NOT NULL,
	"category_id" integer NOT NULL,
	"contract_type" smallint NOT NULL,
	"area" smallint NOT NULL,
	"choose_mode" smallint NOT NULL,
	"public_mode" smallint NOT NULL,
	"apply_group" smallint NOT NULL,
	"deploy_days" integer,
	"issue_location" text,
	"deploy_location" text,
	"open_date" timestamp with time zone NOT NULL,
	"close_date" timestamp with time zone NOT NULL,
	"apply_date" timestamp with time zone,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"contact_position" text,
	"note" text,
	"requirements" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"results_published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_posts_status_check" CHECK ("bid_posts"."status" between 0 and 3),
	CONSTRAINT "bid_posts_dates_check" CHECK ("bid_posts"."close_date" > "bid_posts"."open_date")
);
--> statement-breakpoint
CREATE TABLE "bid_request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"reply_id" uuid,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_request_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"created_by_type" text NOT NULL,
	"created_by" uuid,
	"reply_status" smallint,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"bid_post_id" integer NOT NULL,
	"partner_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"created_by_type" text NOT NULL,
	"created_by" uuid,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"date_request" date,
	"date_meet" timestamp with time zone,
	"date_required" date,
	"address" text,
	"name_contact" text,
	"phone_contact" text,
	"note" text,
	"additional" jsonb,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_requests_type_check" CHECK ("bid_requests"."type" in (0, 1, 2)),
	CONSTRAINT "bid_requests_created_by_type_check" CHECK ("bid_requests"."created_by_type" in ('Partner', 'CMS'))
);
--> statement-breakpoint
CREATE TABLE "bid_submission_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_submission_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"progress_type" smallint NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"date" date,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bid_post_id" integer NOT NULL,
	"partner_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"tax_code" text NOT NULL,
	"representative" text NOT NULL,
	"price" bigint NOT NULL,
	"shipping_method" smallint NOT NULL,
	"discount" double precision NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_position" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_submissions_status_check" CHECK ("bid_submissions"."status" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "bid_category_infos" ADD CONSTRAINT "bid_category_infos_category_id_bid_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."bid_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_custom_values" ADD CONSTRAINT "bid_custom_values_submission_id_bid_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."bid_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_custom_values" ADD CONSTRAINT "bid_custom_values_info_id_bid_post_infos_id_fk" FOREIGN KEY ("info_id") REFERENCES "public"."bid_post_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_custom_values" ADD CONSTRAINT "bid_custom_values_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_history" ADD CONSTRAINT "bid_history_submission_id_bid_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."bid_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_history" ADD CONSTRAINT "bid_history_performer_id_users_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_post_files" ADD CONSTRAINT "bid_post_files_bid_post_id_bid_posts_id_fk" FOREIGN KEY ("bid_post_id") REFERENCES "public"."bid_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_post_files" ADD CONSTRAINT "bid_post_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_post_infos" ADD CONSTRAINT "bid_post_infos_bid_post_id_bid_posts_id_fk" FOREIGN KEY ("bid_post_id") REFERENCES "public"."bid_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_posts" ADD CONSTRAINT "bid_posts_category_id_bid_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."bid_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_posts" ADD CONSTRAINT "bid_posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_request_files" ADD CONSTRAINT "bid_request_files_request_id_bid_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."bid_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_request_files" ADD CONSTRAINT "bid_request_files_reply_id_bid_request_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."bid_request_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_request_files" ADD CONSTRAINT "bid_request_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_request_replies" ADD CONSTRAINT "bid_request_replies_request_id_bid_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."bid_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_request_replies" ADD CONSTRAINT "bid_request_replies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_requests" ADD CONSTRAINT "bid_requests_submission_id_bid_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."bid_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_requests" ADD CONSTRAINT "bid_requests_bid_post_id_bid_posts_id_fk" FOREIGN KEY ("bid_post_id") REFERENCES "public"."bid_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_requests" ADD CONSTRAINT "bid_requests_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_requests" ADD CONSTRAINT "bid_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submission_files" ADD CONSTRAINT "bid_submission_files_submission_id_bid_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."bid_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submission_files" ADD CONSTRAINT "bid_submission_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submission_progress" ADD CONSTRAINT "bid_submission_progress_submission_id_bid_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."bid_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submissions" ADD CONSTRAINT "bid_submissions_bid_post_id_bid_posts_id_fk" FOREIGN KEY ("bid_post_id") REFERENCES "public"."bid_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submissions" ADD CONSTRAINT "bid_submissions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submissions" ADD CONSTRAINT "bid_submissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_category_infos_category_idx" ON "bid_category_infos" USING btree ("category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_custom_values_submission_info_key" ON "bid_custom_values" USING btree ("submission_id","info_id");--> statement-breakpoint
CREATE INDEX "bid_history_submission_idx" ON "bid_history" USING btree ("submission_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bid_post_files_post_idx" ON "bid_post_files" USING btree ("bid_post_id","sort");--> statement-breakpoint
CREATE INDEX "bid_post_infos_post_idx" ON "bid_post_infos" USING btree ("bid_post_id","sort");--> statement-breakpoint
CREATE INDEX "bid_posts_status_close_idx" ON "bid_posts" USING btree ("status","close_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bid_posts_category_status_idx" ON "bid_posts" USING btree ("category_id","status","close_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bid_posts_created_idx" ON "bid_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bid_request_files_request_idx" ON "bid_request_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "bid_request_replies_request_idx" ON "bid_request_replies" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "bid_requests_submission_idx" ON "bid_requests" USING btree ("submission_id","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bid_requests_post_idx" ON "bid_requests" USING btree ("bid_post_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bid_submission_files_submission_idx" ON "bid_submission_files" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "bid_submission_progress_submission_idx" ON "bid_submission_progress" USING btree ("submission_id","progress_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_submissions_post_partner_key" ON "bid_submissions" USING btree ("bid_post_id","partner_id");--> statement-breakpoint
CREATE INDEX "bid_submissions_partner_idx" ON "bid_submissions" USING btree ("partner_id","created_at" DESC NULLS LAST);