-- Keeps partner_counts in step with partners, in the same transaction as each change.
-- Statement-level with transition tables: one upsert per (type, status) per statement, so a
-- bulk insert of a million rows costs one grouped count, not a million upserts of one row.
CREATE FUNCTION partner_counts_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO partner_counts (type, status, n)
    SELECT type, status, count(*) FROM new_rows GROUP BY type, status
  ON CONFLICT (type, status) DO UPDATE SET n = partner_counts.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION partner_counts_remove() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE partner_counts c SET n = c.n - d.n
    FROM (SELECT type, status, count(*) AS n FROM old_rows GROUP BY type, status) d
    WHERE c.type = d.type AND c.status = d.status;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION partner_counts_move() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO partner_counts (type, status, n)
    SELECT type, status, sum(n) FROM (
      SELECT type, status, -count(*) AS n FROM old_rows GROUP BY type, status
      UNION ALL
      SELECT type, status, count(*) FROM new_rows GROUP BY type, status
    ) d GROUP BY type, status HAVING sum(n) <> 0
  ON CONFLICT (type, status) DO UPDATE SET n = partner_counts.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER partners_count_insert AFTER INSERT ON partners
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION partner_counts_add();
--> statement-breakpoint
CREATE TRIGGER partners_count_delete AFTER DELETE ON partners
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION partner_counts_remove();
--> statement-breakpoint
CREATE TRIGGER partners_count_update AFTER UPDATE ON partners
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION partner_counts_move();
--> statement-breakpoint
INSERT INTO partner_counts (type, status, n)
  SELECT type, status, count(*) FROM partners GROUP BY type, status
  ON CONFLICT (type, status) DO UPDATE SET n = EXCLUDED.n;
