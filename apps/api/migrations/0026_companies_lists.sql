CREATE TABLE "company_contract_list_counts" (
	"owner_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"contract_type_id" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "company_contract_list_counts_owner_id_company_id_status_contract_type_id_pk" PRIMARY KEY("owner_id","company_id","status","contract_type_id")
);
--> statement-breakpoint
CREATE TABLE "company_roster_counts" (
	"contract_id" uuid NOT NULL,
	"exam_state" text NOT NULL,
	"gender" smallint NOT NULL,
	"health_class" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "company_roster_counts_contract_id_exam_state_gender_health_class_pk" PRIMARY KEY("contract_id","exam_state","gender","health_class")
);
--> statement-breakpoint
ALTER TABLE "company_contract_list_counts" ADD CONSTRAINT "company_contract_list_counts_owner_id_partners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contract_list_counts" ADD CONSTRAINT "company_contract_list_counts_company_id_partners_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_roster_counts" ADD CONSTRAINT "company_roster_counts_contract_id_company_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."company_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_employees_contract_registered_idx" ON "contract_employees" USING btree ("contract_id",(("exam_state" = 'unregistered')::int),"gender","name","id");--> statement-breakpoint
-- hand-written: companies
-- Keeps company_roster_counts (per contract, exam state, gender, health class; 0 = not classified)
-- in step with contract_employees, and company_contract_list_counts (per owner, company, status,
-- type) with company_contracts, in the statement of each change: statement-level triggers with
-- transition tables, one grouped upsert of the net changes whatever the number of rows.
CREATE FUNCTION "company_roster_counts_apply"(d_contract uuid[], d_state text[], d_gender smallint[], d_class smallint[], d_n bigint[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "company_roster_counts" ("contract_id", "exam_state", "gender", "health_class", "n")
    SELECT c, s, g, h, sum(n) FROM unnest(d_contract, d_state, d_gender, d_class, d_n) AS d(c, s, g, h, n)
    -- A contract deleted in this statement (its roster cascades) has no counts left to keep.
    WHERE EXISTS (SELECT 1 FROM "company_contracts" k WHERE k."id" = c)
    GROUP BY c, s, g, h HAVING sum(n) <> 0
  ON CONFLICT ("contract_id", "exam_state", "gender", "health_class") DO UPDATE SET "n" = "company_roster_counts"."n" + excluded."n";
END $$;--> statement-breakpoint
CREATE FUNCTION "company_roster_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "company_roster_counts_apply"(array_agg("contract_id"), array_agg("exam_state"), array_agg("gender"), array_agg(h), array_agg(n))
  FROM (SELECT "contract_id", "exam_state", "gender", coalesce("health_class", 0)::smallint AS h, count(*) AS n FROM new_rows
        GROUP BY 1, 2, 3, 4) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "company_roster_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "company_roster_counts_apply"(array_agg("contract_id"), array_agg("exam_state"), array_agg("gender"), array_agg(h), array_agg(-n))
  FROM (SELECT "contract_id", "exam_state", "gender", coalesce("health_class", 0)::smallint AS h, count(*) AS n FROM old_rows
        GROUP BY 1, 2, 3, 4) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "company_roster_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "company_roster_counts_apply"(array_agg("contract_id"), array_agg("exam_state"), array_agg("gender"), array_agg(h), array_agg(n))
  FROM (SELECT "contract_id", "exam_state", "gender", h, sum(n) AS n FROM (
          SELECT "contract_id", "exam_state", "gender", coalesce("health_class", 0)::smallint AS h, -1 AS n FROM old_rows
          UNION ALL
          SELECT "contract_id", "exam_state", "gender", coalesce("health_class", 0)::smallint, 1 FROM new_rows) c
        GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contract_employees_roster_count_insert" AFTER INSERT ON "contract_employees"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_roster_counts_add"();--> statement-breakpoint
CREATE TRIGGER "contract_employees_roster_count_delete" AFTER DELETE ON "contract_employees"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_roster_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "contract_employees_roster_count_update" AFTER UPDATE ON "contract_employees"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_roster_counts_move"();--> statement-breakpoint
INSERT INTO "company_roster_counts" ("contract_id", "exam_state", "gender", "health_class", "n")
  SELECT "contract_id", "exam_state", "gender", coalesce("health_class", 0), count(*) FROM "contract_employees" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE FUNCTION "company_contract_list_counts_apply"(d_owner uuid[], d_company uuid[], d_status text[], d_type smallint[], d_n bigint[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "company_contract_list_counts" ("owner_id", "company_id", "status", "contract_type_id", "n")
    SELECT o, c, s, t, sum(n) FROM unnest(d_owner, d_company, d_status, d_type, d_n) AS d(o, c, s, t, n)
    GROUP BY o, c, s, t HAVING sum(n) <> 0
  ON CONFLICT ("owner_id", "company_id", "status", "contract_type_id") DO UPDATE SET "n" = "company_contract_list_counts"."n" + excluded."n";
END $$;--> statement-breakpoint
CREATE FUNCTION "company_contract_list_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "company_contract_list_counts_apply"(array_agg("owner_id"), array_agg("company_id"), array_agg("status"), array_agg("contract_type_id"), array_agg(n))
  FROM (SELECT "owner_id", "company_id", "status", "contract_type_id", count(*) AS n FROM new_rows GROUP BY 1, 2, 3, 4) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "company_contract_list_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "company_contract_list_counts_apply"(array_agg("owner_id"), array_agg("company_id"), array_agg("status"), array_agg("contract_type_id"), array_agg(-n))
  FROM (SELECT "owner_id", "company_id", "status", "contract_type_id", count(*) AS n FROM old_rows GROUP BY 1, 2, 3, 4) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "company_contract_list_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "company_contract_list_counts_apply"(array_agg("owner_id"), array_agg("company_id"), array_agg("status"), array_agg("contract_type_id"), array_agg(n))
  FROM (SELECT "owner_id", "company_id", "status", "contract_type_id", sum(n) AS n FROM (
          SELECT "owner_id", "company_id", "status", "contract_type_id", -1 AS n FROM old_rows
          UNION ALL
          SELECT "owner_id", "company_id", "status", "contract_type_id", 1 FROM new_rows) c
        GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0) g;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "company_contracts_count_insert" AFTER INSERT ON "company_contracts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_contract_list_counts_add"();--> statement-breakpoint
CREATE TRIGGER "company_contracts_count_delete" AFTER DELETE ON "company_contracts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_contract_list_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "company_contracts_count_update" AFTER UPDATE ON "company_contracts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "company_contract_list_counts_move"();--> statement-breakpoint
INSERT INTO "company_contract_list_counts" ("owner_id", "company_id", "status", "contract_type_id", "n")
  SELECT "owner_id", "company_id", "status", "contract_type_id", count(*) FROM "company_contracts" GROUP BY 1, 2, 3, 4;
