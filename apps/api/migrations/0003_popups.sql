CREATE TABLE "popups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" text,
	"image_url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"group_type" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popups_group_type_check" CHECK ("popups"."group_type" in (0, 1, 2)),
	CONSTRAINT "popups_period_check" CHECK ("popups"."end_time" > "popups"."start_time")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "popups_audience_key" ON "popups" USING btree (coalesce("group_type", -1));