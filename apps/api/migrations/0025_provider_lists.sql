CREATE TABLE "bid_request_counts" (
	"partner_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"created_by_type" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bid_request_counts_partner_id_type_created_by_type_pk" PRIMARY KEY("partner_id","type","created_by_type")
);
--> statement-breakpoint
CREATE TABLE "bid_submission_counts" (
	"partner_id" uuid NOT NULL,
	"post_status" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bid_submission_counts_partner_id_post_status_category_id_pk" PRIMARY KEY("partner_id","post_status","category_id")
);
--> statement-breakpoint
CREATE TABLE "contract_counts" (
	"partner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "contract_counts_partner_id_status_pk" PRIMARY KEY("partner_id","status")
);
--> statement-breakpoint
DROP INDEX "bid_submissions_partner_idx";--> statement-breakpoint
DROP INDEX "contracts_partner_signed_idx";--> statement-breakpoint
ALTER TABLE "bid_request_counts" ADD CONSTRAINT "bid_request_counts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submission_counts" ADD CONSTRAINT "bid_submission_counts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_counts" ADD CONSTRAINT "contract_counts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_requests_partner_idx" ON "bid_requests" USING btree ("partner_id","type","created_by_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bid_submissions_partner_idx" ON "bid_submissions" USING btree ("partner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contracts_partner_signed_idx" ON "contracts" USING btree ("partner_id","date_signed" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- hand-written: provider
-- Keeps bid_submission_counts (per provider, post status and post category) in step with
-- bid_submissions and bid_posts, in the transaction of each change; statement-level with
-- transition tables, one grouped statement whatever the number of rows. A submission is counted
-- under its post's status: the posts are locked (FOR SHARE) before they are read, so a post whose
-- status changes meanwhile is read as it ends up, and a change after it waits for this transaction
-- (its trigger then sees the new submissions and moves them). Removals only decrement (a partner
-- deleted with its rows has no counts left to write).
CREATE FUNCTION "bid_submission_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "bid_posts" WHERE "id" IN (SELECT "bid_post_id" FROM new_rows) FOR SHARE;
  INSERT INTO "bid_submission_counts" ("partner_id", "post_status", "category_id", "n")
    SELECT s."partner_id", p."status", p."category_id", count(*)
    FROM new_rows s JOIN "bid_posts" p ON p."id" = s."bid_post_id"
    GROUP BY 1, 2, 3
  ON CONFLICT ("partner_id", "post_status", "category_id") DO UPDATE SET "n" = "bid_submission_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bid_submission_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "bid_posts" WHERE "id" IN (SELECT "bid_post_id" FROM old_rows) FOR SHARE;
  UPDATE "bid_submission_counts" c SET "n" = c."n" - d.n
    FROM (SELECT s."partner_id", p."status", p."category_id", count(*) AS n
          FROM old_rows s JOIN "bid_posts" p ON p."id" = s."bid_post_id" GROUP BY 1, 2, 3) d
    WHERE c."partner_id" = d."partner_id" AND c."post_status" = d."status" AND c."category_id" = d."category_id";
  RETURN NULL;
END $$;--> statement-breakpoint
-- A submission moved to another provider or post (nothing does it today): only the moved rows count.
CREATE FUNCTION "bid_submission_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows nw ON nw."id" = o."id"
                 WHERE (o."partner_id", o."bid_post_id") IS DISTINCT FROM (nw."partner_id", nw."bid_post_id")) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "bid_posts" WHERE "id" IN (SELECT "bid_post_id" FROM old_rows UNION SELECT "bid_post_id" FROM new_rows) FOR SHARE;
  INSERT INTO "bid_submission_counts" ("partner_id", "post_status", "category_id", "n")
    SELECT d."partner_id", p."status", p."category_id", sum(d.n) FROM (
      SELECT o."partner_id", o."bid_post_id", -1 AS n FROM old_rows o JOIN new_rows nw ON nw."id" = o."id"
        WHERE (o."partner_id", o."bid_post_id") IS DISTINCT FROM (nw."partner_id", nw."bid_post_id")
      UNION ALL
      SELECT nw."partner_id", nw."bid_post_id", 1 FROM new_rows nw JOIN old_rows o ON o."id" = nw."id"
        WHERE (o."partner_id", o."bid_post_id") IS DISTINCT FROM (nw."partner_id", nw."bid_post_id")
    ) d JOIN "bid_posts" p ON p."id" = d."bid_post_id"
    GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0
  ON CONFLICT ("partner_id", "post_status", "category_id") DO UPDATE SET "n" = "bid_submission_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
-- A post whose status or category changes moves its submissions' counts.
CREATE FUNCTION "bid_submission_counts_post_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "bid_submission_counts" ("partner_id", "post_status", "category_id", "n")
    SELECT s."partner_id", d."status", d."category_id", sum(d.n) FROM (
      SELECT o."id", o."status", o."category_id", -1 AS n FROM old_rows o JOIN new_rows nw ON nw."id" = o."id"
        WHERE (o."status", o."category_id") IS DISTINCT FROM (nw."status", nw."category_id")
      UNION ALL
      SELECT nw."id", nw."status", nw."category_id", 1 FROM new_rows nw JOIN old_rows o ON o."id" = nw."id"
        WHERE (o."status", o."category_id") IS DISTINCT FROM (nw."status", nw."category_id")
    ) d JOIN "bid_submissions" s ON s."bid_post_id" = d."id"
    GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0
  ON CONFLICT ("partner_id", "post_status", "category_id") DO UPDATE SET "n" = "bid_submission_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bid_submissions_count_insert" AFTER INSERT ON "bid_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bid_submission_counts_add"();--> statement-breakpoint
CREATE TRIGGER "bid_submissions_count_delete" AFTER DELETE ON "bid_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bid_submission_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "bid_submissions_count_update" AFTER UPDATE ON "bid_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bid_submission_counts_move"();--> statement-breakpoint
CREATE TRIGGER "bid_posts_submission_count_update" AFTER UPDATE ON "bid_posts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bid_submission_counts_post_move"();--> statement-breakpoint
INSERT INTO "bid_submission_counts" ("partner_id", "post_status", "category_id", "n")
  SELECT s."partner_id", p."status", p."category_id", count(*)
  FROM "bid_submissions" s JOIN "bid_posts" p ON p."id" = s."bid_post_id" GROUP BY 1, 2, 3;--> statement-breakpoint
-- Keeps bid_request_counts (per partner, type and writer) in step with bid_requests, likewise.
CREATE FUNCTION "bid_request_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "bid_request_counts" ("partner_id", "type", "created_by_type", "n")
    SELECT "partner_id", "type", "created_by_type", count(*) FROM new_rows GROUP BY 1, 2, 3
  ON CONFLICT ("partner_id", "type", "created_by_type") DO UPDATE SET "n" = "bid_request_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bid_request_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bid_request_counts" c SET "n" = c."n" - d.n
    FROM (SELECT "partner_id", "type", "created_by_type", count(*) AS n FROM old_rows GROUP BY 1, 2, 3) d
    WHERE c."partner_id" = d."partner_id" AND c."type" = d."type" AND c."created_by_type" = d."created_by_type";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bid_request_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "bid_request_counts" ("partner_id", "type", "created_by_type", "n")
    SELECT "partner_id", "type", "created_by_type", sum(n) FROM (
      SELECT o."partner_id", o."type", o."created_by_type", -1 AS n FROM old_rows o JOIN new_rows nw ON nw."id" = o."id"
        WHERE (o."partner_id", o."type", o."created_by_type") IS DISTINCT FROM (nw."partner_id", nw."type", nw."created_by_type")
      UNION ALL
      SELECT nw."partner_id", nw."type", nw."created_by_type", 1 FROM new_rows nw JOIN old_rows o ON o."id" = nw."id"
        WHERE (o."partner_id", o."type", o."created_by_type") IS DISTINCT FROM (nw."partner_id", nw."type", nw."created_by_type")
    ) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT ("partner_id", "type", "created_by_type") DO UPDATE SET "n" = "bid_request_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bid_requests_count_insert" AFTER INSERT ON "bid_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bid_request_counts_add"();--> statement-breakpoint
CREATE TRIGGER "bid_requests_count_delete" AFTER DELETE ON "bid_requests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bid_request_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "bid_requests_count_update" AFTER UPDATE ON "bid_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bid_request_counts_move"();--> statement-breakpoint
INSERT INTO "bid_request_counts" ("partner_id", "type", "created_by_type", "n")
  SELECT "partner_id", "type", "created_by_type", count(*) FROM "bid_requests" GROUP BY 1, 2, 3;--> statement-breakpoint
-- Keeps contract_counts (per partner and status) in step with contracts, likewise.
CREATE FUNCTION "contract_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "contract_counts" ("partner_id", "status", "n")
    SELECT "partner_id", "status", count(*) FROM new_rows GROUP BY 1, 2
  ON CONFLICT ("partner_id", "status") DO UPDATE SET "n" = "contract_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "contract_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contract_counts" c SET "n" = c."n" - d.n
    FROM (SELECT "partner_id", "status", count(*) AS n FROM old_rows GROUP BY 1, 2) d
    WHERE c."partner_id" = d."partner_id" AND c."status" = d."status";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "contract_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "contract_counts" ("partner_id", "status", "n")
    SELECT "partner_id", "status", sum(n) FROM (
      SELECT o."partner_id", o."status", -1 AS n FROM old_rows o JOIN new_rows nw ON nw."id" = o."id"
        WHERE (o."partner_id", o."status") IS DISTINCT FROM (nw."partner_id", nw."status")
      UNION ALL
      SELECT nw."partner_id", nw."status", 1 FROM new_rows nw JOIN old_rows o ON o."id" = nw."id"
        WHERE (o."partner_id", o."status") IS DISTINCT FROM (nw."partner_id", nw."status")
    ) d GROUP BY 1, 2 HAVING sum(n) <> 0
  ON CONFLICT ("partner_id", "status") DO UPDATE SET "n" = "contract_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contracts_count_insert" AFTER INSERT ON "contracts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_counts_add"();--> statement-breakpoint
CREATE TRIGGER "contracts_count_delete" AFTER DELETE ON "contracts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "contracts_count_update" AFTER UPDATE ON "contracts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "contract_counts_move"();--> statement-breakpoint
INSERT INTO "contract_counts" ("partner_id", "status", "n")
  SELECT "partner_id", "status", count(*) FROM "contracts" GROUP BY 1, 2;
