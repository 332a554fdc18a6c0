CREATE TYPE "public"."outbox_status" AS ENUM('queued', 'sent', 'logged', 'failed', 'dropped');--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "recipient" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sealed_body" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" "outbox_status" DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows written before the job queue: settle their status, and mask the OTPs they hold in clear.
UPDATE "outbox" SET
	"status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent' WHEN "error" IS NOT NULL THEN 'failed' ELSE 'logged' END::"outbox_status",
	"attempts" = CASE WHEN "sent_at" IS NOT NULL OR "error" IS NOT NULL THEN 1 ELSE 0 END,
	"body" = regexp_replace("body", '[0-9]{6}', '••••••', 'g');
