-- Audit-log flooding (issue 22, decision 019): a refused sign-in beyond the throttle is one
-- entry per email, address and hour with a count, and anonymous entries beyond a per-tenant
-- rate fold into one entry per minute. Such an entry carries a key (a keyed hash, never an
-- address) and a count; the application role may raise that count and change nothing else.
ALTER TABLE audit_log
  ADD COLUMN repeat_key text,
  ADD COLUMN repeat_count integer NOT NULL DEFAULT 1 CHECK (repeat_count >= 1);
-- NULLs never conflict: only keyed entries are unique.
CREATE UNIQUE INDEX audit_log_repeat_key ON audit_log (repeat_key);

-- The application role may insert repeat_key and update repeat_count alone
-- (application-role-grants.ts, at every start).

-- The column grant already keeps every other column as written; this keeps the count of an
-- entry without a key at 1, and a key's count from going down.
CREATE FUNCTION audit_log_count_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF OLD.repeat_key IS NULL OR NEW.repeat_count <= OLD.repeat_count THEN
      RAISE EXCEPTION 'audit log entries are append-only; only a repeated entry''s count may grow';
    END IF;
    RETURN NEW;
  END
  $$;
CREATE TRIGGER audit_log_count_only BEFORE UPDATE OF repeat_count ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_count_only();

-- A random key per purpose and UTC day, for keyed hashes of visitors' addresses (sign-in
-- refusals here, card visits in analytics). Every API process reads the same day's key, so
-- they hash alike; keys older than yesterday are deleted, after which no hash can be tied to
-- an address again. Not tenant data: no row-level security.
CREATE TABLE address_hash_keys (
  purpose text NOT NULL,
  day date NOT NULL,
  key text NOT NULL,
  PRIMARY KEY (purpose, day)
);
