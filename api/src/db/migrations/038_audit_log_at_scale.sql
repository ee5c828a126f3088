-- The Logs screen at 10 million entries (issue 30 item 2). A level filter reads the level's
-- own range of the time order instead of skipping the other levels, and a search reads a
-- trigram index of actor, target and message lower-cased (the expression log-store.ts
-- searches) instead of every row.
CREATE INDEX audit_log_level_at ON audit_log (level, at DESC, id DESC);

-- Building the trigram index takes minutes per million entries, with writes to the log held
-- meanwhile: a log already past a million entries gets it from the operator, without locking,
-- as docs/operations.md says ("Searching a large audit log"); searches scan until then.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    RAISE NOTICE 'pg_trgm is not available: audit log searches scan';
  ELSIF (SELECT reltuples FROM pg_class WHERE oid = 'audit_log'::regclass) > 1000000 THEN
    RAISE NOTICE 'audit_log is large: create audit_log_search as docs/operations.md says';
  ELSE
    CREATE INDEX IF NOT EXISTS audit_log_search ON audit_log USING gin (
      (lower(coalesce(actor, '') || ' ' || coalesce(target, '') || ' ' || message)) gin_trgm_ops
    );
  END IF;
END
$$;
