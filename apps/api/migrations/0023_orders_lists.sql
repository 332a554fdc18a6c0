CREATE TABLE "patient_counts" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_counts" ADD CONSTRAINT "patient_counts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_search_idx" ON "patients" USING gin ((lower("full_name") || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
-- hand-written: orders
-- Keeps patient_counts in step with patients, in the transaction of each change. Statement-level
-- with transition tables: one grouped upsert per statement, whatever the number of rows.
CREATE FUNCTION "patient_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "patient_counts" ("partner_id", "n")
    SELECT "partner_id", count(*) FROM new_rows GROUP BY "partner_id"
  ON CONFLICT ("partner_id") DO UPDATE SET "n" = "patient_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "patient_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "patient_counts" c SET "n" = c."n" - d.n
    FROM (SELECT "partner_id", count(*) AS n FROM old_rows GROUP BY "partner_id") d
    WHERE c."partner_id" = d."partner_id";
  RETURN NULL;
END $$;--> statement-breakpoint
-- A patient never changes owner in the portal; if one ever does, the row moves between counts.
CREATE FUNCTION "patient_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "patient_counts" SET "n" = "n" - 1 WHERE "partner_id" = OLD."partner_id";
  INSERT INTO "patient_counts" ("partner_id", "n") VALUES (NEW."partner_id", 1)
  ON CONFLICT ("partner_id") DO UPDATE SET "n" = "patient_counts"."n" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "patients_count_insert" AFTER INSERT ON "patients"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "patient_counts_add"();--> statement-breakpoint
CREATE TRIGGER "patients_count_delete" AFTER DELETE ON "patients"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "patient_counts_remove"();--> statement-breakpoint
-- Row-level and only on a change of owner (a statement-level trigger with transition tables
-- cannot name columns): the order triggers' updates of a patient's totals, on every booking, skip it.
CREATE TRIGGER "patients_count_update" AFTER UPDATE OF "partner_id" ON "patients"
  FOR EACH ROW WHEN (OLD."partner_id" IS DISTINCT FROM NEW."partner_id") EXECUTE FUNCTION "patient_counts_move"();--> statement-breakpoint
INSERT INTO "patient_counts" ("partner_id", "n")
  SELECT "partner_id", count(*) FROM "patients" GROUP BY "partner_id";
