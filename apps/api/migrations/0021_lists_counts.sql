CREATE TABLE "bid_post_counts" (
	"status" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bid_post_counts_status_category_id_pk" PRIMARY KEY("status","category_id")
);
--> statement-breakpoint
CREATE TABLE "order_desk_counts" (
	"slot" smallint NOT NULL,
	"status" smallint NOT NULL,
	"result" text NOT NULL,
	"method_type" text NOT NULL,
	"step" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_desk_counts_slot_status_result_method_type_step_pk" PRIMARY KEY("slot","status","result","method_type","step")
);
--> statement-breakpoint
CREATE TABLE "order_report_counts" (
	"partner_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"result" text NOT NULL,
	"service_total" bigint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_report_counts_partner_id_status_result_service_total_pk" PRIMARY KEY("partner_id","status","result","service_total")
);
--> statement-breakpoint
DROP INDEX "bid_posts_status_close_idx";--> statement-breakpoint
DROP INDEX "bid_posts_category_status_idx";--> statement-breakpoint
DROP INDEX "bid_posts_created_idx";--> statement-breakpoint
ALTER TABLE "bid_post_counts" ADD CONSTRAINT "bid_post_counts_category_id_bid_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."bid_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_report_counts" ADD CONSTRAINT "order_report_counts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_posts_status_close_idx" ON "bid_posts" USING btree ("status","close_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bid_posts_category_status_idx" ON "bid_posts" USING btree ("category_id","status","close_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bid_posts_created_idx" ON "bid_posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Keeps bid_post_counts in step with bid_posts, in the transaction of each change. Statement-level
-- with transition tables: one grouped upsert per statement, whatever the number of rows.
CREATE FUNCTION "bid_post_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "bid_post_counts" ("status", "category_id", "n")
    SELECT "status", "category_id", count(*) FROM new_rows GROUP BY "status", "category_id"
  ON CONFLICT ("status", "category_id") DO UPDATE SET "n" = "bid_post_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bid_post_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bid_post_counts" c SET "n" = c."n" - d.n
    FROM (SELECT "status", "category_id", count(*) AS n FROM old_rows GROUP BY "status", "category_id") d
    WHERE c."status" = d."status" AND c."category_id" = d."category_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bid_post_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "bid_post_counts" ("status", "category_id", "n")
    SELECT "status", "category_id", sum(n) FROM (
      SELECT "status", "category_id", -count(*) AS n FROM old_rows GROUP BY "status", "category_id"
      UNION ALL
      SELECT "status", "category_id", count(*) FROM new_rows GROUP BY "status", "category_id"
    ) d GROUP BY "status", "category_id" HAVING sum(n) <> 0
  ON CONFLICT ("status", "category_id") DO UPDATE SET "n" = "bid_post_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bid_posts_count_insert" AFTER INSERT ON "bid_posts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bid_post_counts_add"();--> statement-breakpoint
CREATE TRIGGER "bid_posts_count_delete" AFTER DELETE ON "bid_posts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bid_post_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "bid_posts_count_update" AFTER UPDATE ON "bid_posts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bid_post_counts_move"();--> statement-breakpoint
INSERT INTO "bid_post_counts" ("status", "category_id", "n")
  SELECT "status", "category_id", count(*) FROM "bid_posts" GROUP BY "status", "category_id";--> statement-breakpoint
-- Keeps order_report_counts (per collaborator, status, result, service total) and order_desk_counts
-- (per slot of collaborators, status, result, method, step) in step with medical_orders, in the
-- transaction of each change; statement-level with transition tables, like the counts above.
CREATE FUNCTION "order_counts_apply"(d_partner uuid[], d_status smallint[], d_result text[], d_total bigint[], d_method text[], d_step text[], d_n bigint[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_report_counts" ("partner_id", "status", "result", "service_total", "n")
    SELECT p, s, r, t, sum(n) FROM unnest(d_partner, d_status, d_result, d_total, d_n) AS d(p, s, r, t, n)
    GROUP BY p, s, r, t HAVING sum(n) <> 0
  ON CONFLICT ("partner_id", "status", "result", "service_total") DO UPDATE SET "n" = "order_report_counts"."n" + excluded."n";
  INSERT INTO "order_desk_counts" ("slot", "status", "result", "method_type", "step", "n")
    SELECT (hashtext(p::text) & 15)::smallint AS slot, s, r, m, st, sum(n)
    FROM unnest(d_partner, d_status, d_result, d_method, d_step, d_n) AS d(p, s, r, m, st, n)
    GROUP BY 1, s, r, m, st HAVING sum(n) <> 0
  ON CONFLICT ("slot", "status", "result", "method_type", "step") DO UPDATE SET "n" = "order_desk_counts"."n" + excluded."n";
END $$;--> statement-breakpoint
CREATE FUNCTION "order_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_counts_apply"(array_agg("partner_id"), array_agg("status"), array_agg("result"), array_agg("service_total"),
                               array_agg("method_type"), array_agg("step"), array_agg(n))
  FROM (SELECT "partner_id", "status", "result", "service_total", "method_type", "step", count(*) AS n FROM new_rows
        GROUP BY 1, 2, 3, 4, 5, 6) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_counts_apply"(array_agg("partner_id"), array_agg("status"), array_agg("result"), array_agg("service_total"),
                               array_agg("method_type"), array_agg("step"), array_agg(-n))
  FROM (SELECT "partner_id", "status", "result", "service_total", "method_type", "step", count(*) AS n FROM old_rows
        GROUP BY 1, 2, 3, 4, 5, 6) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_counts_apply"(array_agg("partner_id"), array_agg("status"), array_agg("result"), array_agg("service_total"),
                               array_agg("method_type"), array_agg("step"), array_agg(n))
  FROM (SELECT "partner_id", "status", "result", "service_total", "method_type", "step", sum(n) AS n FROM (
          SELECT "partner_id", "status", "result", "service_total", "method_type", "step", -1 AS n FROM old_rows
          UNION ALL
          SELECT "partner_id", "status", "result", "service_total", "method_type", "step", 1 FROM new_rows) c
        GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "medical_orders_count_insert" AFTER INSERT ON "medical_orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_add"();--> statement-breakpoint
CREATE TRIGGER "medical_orders_count_delete" AFTER DELETE ON "medical_orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "medical_orders_count_update" AFTER UPDATE ON "medical_orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_move"();--> statement-breakpoint
INSERT INTO "order_report_counts" ("partner_id", "status", "result", "service_total", "n")
  SELECT "partner_id", "status", "result", "service_total", count(*) FROM "medical_orders" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "order_desk_counts" ("slot", "status", "result", "method_type", "step", "n")
  SELECT (hashtext("partner_id"::text) & 15)::smallint, "status", "result", "method_type", "step", count(*)
  FROM "medical_orders" GROUP BY 1, 2, 3, 4, 5;
