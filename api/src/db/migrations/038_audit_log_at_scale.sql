-- The Logs screen at 10 million entries (issue 30 item 2). A search reads a trigram index of
-- actor, target and message lower-cased (the expression log-store.ts searches), and a level
-- filter reads the level's own range of the time order instead of skipping the other levels.
CREATE INDEX audit_log_level_at ON audit_log (level, at DESC, id DESC);

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX audit_log_search ON audit_log USING gin (
      (lower(coalesce(actor, '') || ' ' || coalesce(target, '') || ' ' || message)) gin_trgm_ops
    );
  END IF;
END
$$;
