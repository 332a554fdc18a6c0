-- hand-written: auth
-- Every server keeps the sessions it has looked up in memory (modules/auth/session-cache.ts) and
-- forgets them all when any of these tables changes in a way a session lookup can see: a session
-- revoked, expired early or deleted; an account's status, type, partner, role or login name; a
-- personnel role's switch or keys. The database tells, so no write path can forget to:
--   * NOTIFY portal_auth_changed, delivered at commit to every server's listener (every instance);
--   * RAISE NOTICE portal_auth_changed, to the connection that ran the statement, before it
--     returns (the instance that made the change forgets before it answers the request).
-- Statement-level: one message per statement however many rows (NOTIFY folds duplicates per
-- transaction). Inserts tell nothing: a new session is read on first use.
CREATE FUNCTION "portal_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_auth_changed', '');
  RAISE NOTICE 'portal_auth_changed';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed"
AFTER UPDATE OF "revoked_at", "expires_at", "user_id", "token_hash" OR DELETE OR TRUNCATE ON "sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "portal_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed"
AFTER UPDATE OF "status", "type", "partner_id", "is_sub_user", "operator_role", "personnel_role_id", "username" OR DELETE OR TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "portal_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "personnel_roles_auth_changed"
AFTER UPDATE OF "active", "permissions" OR DELETE OR TRUNCATE ON "personnel_roles"
FOR EACH STATEMENT EXECUTE FUNCTION "portal_auth_changed"();
