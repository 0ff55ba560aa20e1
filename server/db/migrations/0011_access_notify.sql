-- Every server instance caches who a session token belongs to and what its segment may do. Any committed
-- change to that data notifies channel mint_access, and every instance drops its cache on it (see
-- server/auth/access-cache.ts). PostgreSQL delivers a notification to the committing connection itself
-- before its COMMIT returns, so the instance that made a change never serves from a stale cache.
CREATE FUNCTION mint_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mint_access', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Not on INSERT (a new session or user is not cached yet) nor on last_seen_at (written once a minute).
CREATE TRIGGER session_access_changed AFTER UPDATE OF revoked_at, expires_at, user_id, token_hash OR DELETE OR TRUNCATE
  ON session FOR EACH STATEMENT EXECUTE FUNCTION mint_access_changed();--> statement-breakpoint
CREATE TRIGGER dashboard_user_access_changed
  AFTER UPDATE OF status, role_segment_id, user_type_level, user_type_value, partner_code, username OR DELETE OR TRUNCATE
  ON dashboard_user FOR EACH STATEMENT EXECUTE FUNCTION mint_access_changed();--> statement-breakpoint
CREATE TRIGGER role_master_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON role_master FOR EACH STATEMENT EXECUTE FUNCTION mint_access_changed();--> statement-breakpoint
CREATE TRIGGER role_segment_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON role_segment FOR EACH STATEMENT EXECUTE FUNCTION mint_access_changed();--> statement-breakpoint
CREATE TRIGGER role_task_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON role_task FOR EACH STATEMENT EXECUTE FUNCTION mint_access_changed();--> statement-breakpoint
CREATE TRIGGER api_master_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON api_master FOR EACH STATEMENT EXECUTE FUNCTION mint_access_changed();--> statement-breakpoint
CREATE TRIGGER api_detail_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON api_detail FOR EACH STATEMENT EXECUTE FUNCTION mint_access_changed();--> statement-breakpoint
CREATE TRIGGER api_segment_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON api_segment FOR EACH STATEMENT EXECUTE FUNCTION mint_access_changed();
