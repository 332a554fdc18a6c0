CREATE TABLE "debt_letter_counts" (
	"partner_id" uuid NOT NULL,
	"is_current" boolean NOT NULL,
	"response_status" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "debt_letter_counts_partner_id_is_current_response_status_pk" PRIMARY KEY("partner_id","is_current","response_status")
);
--> statement-breakpoint
CREATE TABLE "deferred_payment_month_counts" (
	"month" text NOT NULL,
	"status" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "deferred_payment_month_counts_month_status_pk" PRIMARY KEY("month","status")
);
--> statement-breakpoint
CREATE TABLE "deferred_payment_partner_counts" (
	"partner_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "deferred_payment_partner_counts_partner_id_status_pk" PRIMARY KEY("partner_id","status")
);
--> statement-breakpoint
ALTER TABLE "debt_letter_counts" ADD CONSTRAINT "debt_letter_counts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_payment_partner_counts" ADD CONSTRAINT "deferred_payment_partner_counts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deferred_payments_month_status_code_idx" ON "deferred_payments" USING btree ("month" DESC NULLS FIRST,"status","code");--> statement-breakpoint
CREATE INDEX "deferred_payments_partner_sent_idx" ON "deferred_payments" USING btree ("partner_id","month" DESC NULLS FIRST) WHERE "deferred_payments"."status" in (2, 3, 4, 5);--> statement-breakpoint
-- hand-written: debts
-- Keeps deferred_payment_month_counts (per month and status) and deferred_payment_partner_counts
-- (per collaborator and status) in step with deferred_payments, in the transaction of each change.
-- Statement-level with transition tables: one grouped upsert per statement, whatever the number of
-- rows. A removal only lowers existing rows (a collaborator being deleted takes its rows with it).
CREATE FUNCTION "deferred_payment_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deferred_payment_month_counts" ("month", "status", "n")
    SELECT "month", "status", count(*) FROM new_rows GROUP BY "month", "status"
  ON CONFLICT ("month", "status") DO UPDATE SET "n" = "deferred_payment_month_counts"."n" + excluded."n";
  INSERT INTO "deferred_payment_partner_counts" ("partner_id", "status", "n")
    SELECT "partner_id", "status", count(*) FROM new_rows GROUP BY "partner_id", "status"
  ON CONFLICT ("partner_id", "status") DO UPDATE SET "n" = "deferred_payment_partner_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "deferred_payment_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "deferred_payment_month_counts" c SET "n" = c."n" - d.n
    FROM (SELECT "month", "status", count(*) AS n FROM old_rows GROUP BY "month", "status") d
    WHERE c."month" = d."month" AND c."status" = d."status";
  UPDATE "deferred_payment_partner_counts" c SET "n" = c."n" - d.n
    FROM (SELECT "partner_id", "status", count(*) AS n FROM old_rows GROUP BY "partner_id", "status") d
    WHERE c."partner_id" = d."partner_id" AND c."status" = d."status";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "deferred_payment_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deferred_payment_month_counts" ("month", "status", "n")
    SELECT "month", "status", sum(n) FROM (
      SELECT "month", "status", -1 AS n FROM old_rows
      UNION ALL
      SELECT "month", "status", 1 FROM new_rows
    ) d GROUP BY "month", "status" HAVING sum(n) <> 0
  ON CONFLICT ("month", "status") DO UPDATE SET "n" = "deferred_payment_month_counts"."n" + excluded."n";
  INSERT INTO "deferred_payment_partner_counts" ("partner_id", "status", "n")
    SELECT "partner_id", "status", sum(n) FROM (
      SELECT "partner_id", "status", -1 AS n FROM old_rows
      UNION ALL
      SELECT "partner_id", "status", 1 FROM new_rows
    ) d GROUP BY "partner_id", "status" HAVING sum(n) <> 0
  ON CONFLICT ("partner_id", "status") DO UPDATE SET "n" = "deferred_payment_partner_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "deferred_payments_count_insert" AFTER INSERT ON "deferred_payments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "deferred_payment_counts_add"();--> statement-breakpoint
CREATE TRIGGER "deferred_payments_count_delete" AFTER DELETE ON "deferred_payments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "deferred_payment_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "deferred_payments_count_update" AFTER UPDATE ON "deferred_payments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "deferred_payment_counts_move"();--> statement-breakpoint
INSERT INTO "deferred_payment_month_counts" ("month", "status", "n")
  SELECT "month", "status", count(*) FROM "deferred_payments" GROUP BY "month", "status";--> statement-breakpoint
INSERT INTO "deferred_payment_partner_counts" ("partner_id", "status", "n")
  SELECT "partner_id", "status", count(*) FROM "deferred_payments" GROUP BY "partner_id", "status";--> statement-breakpoint
-- Keeps debt_letter_counts (per collaborator, current or superseded, response status) in step with
-- debt_letters, the same way.
CREATE FUNCTION "debt_letter_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "debt_letter_counts" ("partner_id", "is_current", "response_status", "n")
    SELECT "partner_id", "superseded_at" IS NULL, "response_status", count(*) FROM new_rows GROUP BY 1, 2, 3
  ON CONFLICT ("partner_id", "is_current", "response_status") DO UPDATE SET "n" = "debt_letter_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "debt_letter_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "debt_letter_counts" c SET "n" = c."n" - d.n
    FROM (SELECT "partner_id", "superseded_at" IS NULL AS is_current, "response_status", count(*) AS n FROM old_rows GROUP BY 1, 2, 3) d
    WHERE c."partner_id" = d."partner_id" AND c."is_current" = d.is_current AND c."response_status" = d."response_status";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "debt_letter_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "debt_letter_counts" ("partner_id", "is_current", "response_status", "n")
    SELECT "partner_id", is_current, "response_status", sum(n) FROM (
      SELECT "partner_id", "superseded_at" IS NULL AS is_current, "response_status", -1 AS n FROM old_rows
      UNION ALL
      SELECT "partner_id", "superseded_at" IS NULL, "response_status", 1 FROM new_rows
    ) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT ("partner_id", "is_current", "response_status") DO UPDATE SET "n" = "debt_letter_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "debt_letters_count_insert" AFTER INSERT ON "debt_letters"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "debt_letter_counts_add"();--> statement-breakpoint
CREATE TRIGGER "debt_letters_count_delete" AFTER DELETE ON "debt_letters"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "debt_letter_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "debt_letters_count_update" AFTER UPDATE ON "debt_letters"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "debt_letter_counts_move"();--> statement-breakpoint
INSERT INTO "debt_letter_counts" ("partner_id", "is_current", "response_status", "n")
  SELECT "partner_id", "superseded_at" IS NULL, "response_status", count(*) FROM "debt_letters" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The collaborator's searched list: its own current letters whose name contains the words, found in
-- one index (the collaborator's id beside the name's trigrams) instead of every letter with those
-- trigrams. Written here rather than in the Drizzle schema: it needs btree_gin for the uuid column.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "debt_letters_partner_search_idx" ON "debt_letters" USING gin ("partner_id", lower("letter_name") gin_trgm_ops)
  WHERE "superseded_at" IS NULL;
