-- Keeps partner_counts in step with partners, in the same transaction as each change.
CREATE FUNCTION partner_counts_apply(t account_type, s account_status, delta bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO partner_counts (type, status, n) VALUES (t, s, delta)
  ON CONFLICT (type, status) DO UPDATE SET n = partner_counts.n + EXCLUDED.n;
$$;
--> statement-breakpoint
CREATE FUNCTION partner_counts_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM partner_counts_apply(OLD.type, OLD.status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM partner_counts_apply(NEW.type, NEW.status, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER partners_count_insert_delete AFTER INSERT OR DELETE ON partners
  FOR EACH ROW EXECUTE FUNCTION partner_counts_trigger();
--> statement-breakpoint
CREATE TRIGGER partners_count_update AFTER UPDATE OF type, status ON partners
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION partner_counts_trigger();
--> statement-breakpoint
INSERT INTO partner_counts (type, status, n)
  SELECT type, status, count(*) FROM partners GROUP BY type, status
  ON CONFLICT (type, status) DO UPDATE SET n = EXCLUDED.n;
