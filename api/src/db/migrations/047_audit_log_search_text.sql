-- A rare Logs search at 10 million entries (issue 30 item 2, decision 068). Row-level security
-- keeps a search's LIKE from ever being an index condition on audit_log: the operator is not
-- leakproof, so PostgreSQL evaluates it only after the policies, row by row, and the trigram
-- index of migration 038 was never read by a request (a rare search walked the whole log).
-- Each entry's searched text (actor, target and message, lower-cased, as log-store.ts
-- searches) is kept here, in a table without forced policies that only its owner reads, and
-- audit_log_matching() returns the ids of the caller's entries that match: the Logs query
-- then reads those entries by id, under audit_log's own policies, with its own LIKE.
DROP INDEX IF EXISTS audit_log_search;

CREATE TABLE audit_log_text (
  entry_id bigint PRIMARY KEY REFERENCES audit_log (id) ON DELETE CASCADE,
  tenant_id uuid,
  text text NOT NULL
);
-- No policies and not forced: the application role (which also loses its grants on this table
-- at every start, application-role-grants.ts) sees no row; the owner, who may lift any of its
-- tables' policies anyway, reads it for audit_log_matching().
ALTER TABLE audit_log_text ENABLE ROW LEVEL SECURITY;

CREATE FUNCTION audit_log_text_add() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
  BEGIN
    INSERT INTO audit_log_text (entry_id, tenant_id, text) VALUES (NEW.id, NEW.tenant_id,
      lower(coalesce(NEW.actor, '') || ' ' || coalesce(NEW.target, '') || ' ' || NEW.message));
    RETURN NULL;
  END
  $$;
-- Created before the copy below: it holds writes to the log until this migration commits, so
-- no entry is missed between the two.
CREATE TRIGGER audit_log_text_add AFTER INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_text_add();

INSERT INTO audit_log_text (entry_id, tenant_id, text)
  SELECT id, tenant_id, lower(coalesce(actor, '') || ' ' || coalesce(target, '') || ' ' || message)
  FROM audit_log;

-- Up to `most` ids of the entries the caller's scope (app.tenant_id / app.all_tenants, as
-- audit_log's policies read them) may see whose text is LIKE `pattern` (already lower-cased).
CREATE FUNCTION audit_log_matching(pattern text, most integer) RETURNS bigint[]
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    SELECT coalesce(array_agg(entry_id), '{}') FROM (
      SELECT entry_id FROM audit_log_text
      WHERE text LIKE pattern AND (app_all_tenants() OR tenant_id = app_tenant_id())
      LIMIT most
    ) AS matching
  $$;
REVOKE ALL ON FUNCTION audit_log_matching(text, integer) FROM PUBLIC;
-- EXECUTE for the application role: application-role-grants.ts, at every start.

-- The trigram index: built here up to a million entries; a larger log gets it from the
-- operator without holding writes (docs/operations.md, "Searching a large audit log").
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    RAISE NOTICE 'pg_trgm is not available: audit log searches scan';
  ELSIF (SELECT count(*) FROM audit_log_text) > 1000000 THEN
    RAISE NOTICE 'audit_log is large: create audit_log_text_search as docs/operations.md says';
  ELSE
    CREATE INDEX audit_log_text_search ON audit_log_text USING gin (text gin_trgm_ops);
  END IF;
END
$$;
