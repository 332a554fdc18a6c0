CREATE TABLE "blog_post_counts" (
	"category_id" uuid NOT NULL,
	"is_home" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_post_counts_category_id_is_home_pk" PRIMARY KEY("category_id","is_home")
);
--> statement-breakpoint
CREATE TABLE "notification_inbox_counts" (
	"user_id" uuid NOT NULL,
	"area" text NOT NULL,
	"is_unread" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_inbox_counts_user_id_area_is_unread_pk" PRIMARY KEY("user_id","area","is_unread")
);
--> statement-breakpoint
CREATE TABLE "media_child_counts" (
	"parent_key" uuid NOT NULL,
	"audience" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "media_child_counts_parent_key_audience_pk" PRIMARY KEY("parent_key","audience")
);
--> statement-breakpoint
DROP INDEX "blog_posts_public_idx";--> statement-breakpoint
DROP INDEX "notification_recipients_unread_idx";--> statement-breakpoint
ALTER TABLE "blog_post_counts" ADD CONSTRAINT "blog_post_counts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_inbox_counts" ADD CONSTRAINT "notification_inbox_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_public_home_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "blog_posts"."status" = 'published' and "blog_posts"."is_home";--> statement-breakpoint
CREATE INDEX "blog_posts_public_category_idx" ON "blog_posts" USING btree ("category_id","published_at" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "blog_posts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "blog_posts_public_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS FIRST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "blog_posts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "notification_recipients_unread_idx" ON "notification_recipients" USING btree ("user_id","area","created_at" DESC NULLS FIRST,"notification_id" DESC NULLS FIRST) WHERE "notification_recipients"."read_at" is null;--> statement-breakpoint
-- hand-written: content
-- Keeps notification_inbox_counts (per user, area, unread or not) in step with notification_recipients,
-- in the transaction of each change. Statement-level with transition tables: one grouped upsert per
-- statement (a fan-out, a "mark all read", a prune batch), whatever the number of rows; rows are
-- upserted in key order so that two fan-outs to the same accounts lock their counts in one order.
CREATE FUNCTION "notification_inbox_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_inbox_counts" ("user_id", "area", "is_unread", "n")
    SELECT "user_id", "area", "read_at" IS NULL, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("user_id", "area", "is_unread") DO UPDATE SET "n" = "notification_inbox_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notification_inbox_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notification_inbox_counts" c SET "n" = c."n" - d.n
    FROM (SELECT "user_id", "area", "read_at" IS NULL AS is_unread, count(*) AS n FROM old_rows GROUP BY 1, 2, 3) d
    WHERE c."user_id" = d."user_id" AND c."area" = d."area" AND c."is_unread" = d.is_unread;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notification_inbox_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_inbox_counts" ("user_id", "area", "is_unread", "n")
    SELECT "user_id", "area", is_unread, sum(n) FROM (
      SELECT "user_id", "area", "read_at" IS NULL AS is_unread, -count(*) AS n FROM old_rows GROUP BY 1, 2, 3
      UNION ALL
      SELECT "user_id", "area", "read_at" IS NULL, count(*) FROM new_rows GROUP BY 1, 2, 3
    ) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("user_id", "area", "is_unread") DO UPDATE SET "n" = "notification_inbox_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notification_recipients_count_insert" AFTER INSERT ON "notification_recipients"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_inbox_counts_add"();--> statement-breakpoint
CREATE TRIGGER "notification_recipients_count_delete" AFTER DELETE ON "notification_recipients"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_inbox_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "notification_recipients_count_update" AFTER UPDATE ON "notification_recipients"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_inbox_counts_move"();--> statement-breakpoint
INSERT INTO "notification_inbox_counts" ("user_id", "area", "is_unread", "n")
  SELECT "user_id", "area", "read_at" IS NULL, count(*) FROM "notification_recipients" GROUP BY 1, 2, 3;--> statement-breakpoint
-- Keeps media_child_counts (per folder, the top level as the all-zero id, and per audience: each of
-- a child's effective types, and '*' for the desk) in step with media_nodes; a move or a visibility
-- change rewrites a subtree in one statement, so each is one grouped upsert. Counts that reach zero
-- are deleted (a deleted folder leaves nothing behind).
CREATE FUNCTION "media_child_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "media_child_counts" ("parent_key", "audience", "n")
    SELECT coalesce(r."parent_id", '00000000-0000-0000-0000-000000000000'::uuid), a, count(*)
    FROM new_rows r, unnest(r."effective_types" || '{*}'::text[]) AS a GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("parent_key", "audience") DO UPDATE SET "n" = "media_child_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "media_child_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "media_child_counts" c SET "n" = c."n" - d.n
    FROM (SELECT coalesce(r."parent_id", '00000000-0000-0000-0000-000000000000'::uuid) AS parent_key, a AS audience, count(*) AS n
          FROM old_rows r, unnest(r."effective_types" || '{*}'::text[]) AS a GROUP BY 1, 2) d
    WHERE c."parent_key" = d.parent_key AND c."audience" = d.audience;
  DELETE FROM "media_child_counts" c USING (SELECT DISTINCT coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid) AS parent_key FROM old_rows) d
    WHERE c."parent_key" = d.parent_key AND c."n" = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "media_child_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "media_child_counts" ("parent_key", "audience", "n")
    SELECT parent_key, audience, sum(n) FROM (
      SELECT coalesce(r."parent_id", '00000000-0000-0000-0000-000000000000'::uuid) AS parent_key, a AS audience, -count(*) AS n
      FROM old_rows r, unnest(r."effective_types" || '{*}'::text[]) AS a GROUP BY 1, 2
      UNION ALL
      SELECT coalesce(r."parent_id", '00000000-0000-0000-0000-000000000000'::uuid), a, count(*)
      FROM new_rows r, unnest(r."effective_types" || '{*}'::text[]) AS a GROUP BY 1, 2
    ) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT ("parent_key", "audience") DO UPDATE SET "n" = "media_child_counts"."n" + excluded."n";
  DELETE FROM "media_child_counts" c USING (SELECT DISTINCT coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid) AS parent_key FROM old_rows) d
    WHERE c."parent_key" = d.parent_key AND c."n" = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "media_nodes_count_insert" AFTER INSERT ON "media_nodes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "media_child_counts_add"();--> statement-breakpoint
CREATE TRIGGER "media_nodes_count_delete" AFTER DELETE ON "media_nodes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "media_child_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "media_nodes_count_update" AFTER UPDATE ON "media_nodes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "media_child_counts_move"();--> statement-breakpoint
INSERT INTO "media_child_counts" ("parent_key", "audience", "n")
  SELECT coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid), a, count(*)
  FROM "media_nodes", unnest("effective_types" || '{*}'::text[]) AS a GROUP BY 1, 2;--> statement-breakpoint
-- Keeps blog_post_counts (published posts per category and home flag) in step with blog_posts.
CREATE FUNCTION "blog_post_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "blog_post_counts" ("category_id", "is_home", "n")
    SELECT "category_id", "is_home", count(*) FROM new_rows WHERE "status" = 'published' GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("category_id", "is_home") DO UPDATE SET "n" = "blog_post_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "blog_post_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "blog_post_counts" c SET "n" = c."n" - d.n
    FROM (SELECT "category_id", "is_home", count(*) AS n FROM old_rows WHERE "status" = 'published' GROUP BY 1, 2) d
    WHERE c."category_id" = d."category_id" AND c."is_home" = d."is_home";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "blog_post_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "blog_post_counts" ("category_id", "is_home", "n")
    SELECT "category_id", "is_home", sum(n) FROM (
      SELECT "category_id", "is_home", -count(*) AS n FROM old_rows WHERE "status" = 'published' GROUP BY 1, 2
      UNION ALL
      SELECT "category_id", "is_home", count(*) FROM new_rows WHERE "status" = 'published' GROUP BY 1, 2
    ) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT ("category_id", "is_home") DO UPDATE SET "n" = "blog_post_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "blog_posts_count_insert" AFTER INSERT ON "blog_posts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "blog_post_counts_add"();--> statement-breakpoint
CREATE TRIGGER "blog_posts_count_delete" AFTER DELETE ON "blog_posts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "blog_post_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "blog_posts_count_update" AFTER UPDATE ON "blog_posts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "blog_post_counts_move"();--> statement-breakpoint
INSERT INTO "blog_post_counts" ("category_id", "is_home", "n")
  SELECT "category_id", "is_home", count(*) FROM "blog_posts" WHERE "status" = 'published' GROUP BY 1, 2;
