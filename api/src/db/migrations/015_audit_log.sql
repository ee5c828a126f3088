-- The audit log (issue 12, decision 019): one row per change, inserted in the change's own
-- transaction. Append-only for the application role: it may insert and read, never update or
-- delete; the retention purge runs as the owner through purge_audit_log().
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- Null for what belongs to no tenant: a super admin's own sign-in, an unknown address.
  tenant_id uuid REFERENCES tenants (id) ON DELETE SET NULL,
  actor text,
  actor_kind text NOT NULL
    CHECK (actor_kind IN ('super_admin', 'client_admin', 'end_user', 'anonymous', 'system')),
  action text NOT NULL,
  target text,
  level text NOT NULL CHECK (level IN ('info', 'warning', 'error')),
  message text NOT NULL CHECK (length(message) <= 500)
);

CREATE INDEX audit_log_tenant_at ON audit_log (tenant_id, at DESC, id DESC);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);

-- The application role gets SELECT, and INSERT only of the entry's content, so that the time
-- and id are always the database's (application-role-grants.ts, at every start).

ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_log FORCE ROW LEVEL SECURITY;
CREATE POLICY audit_log_own ON audit_log USING (tenant_id = app_tenant_id());
CREATE POLICY audit_log_all ON audit_log USING (app_all_tenants());
-- Failed sign-ins of unknown addresses have no tenant: any transaction may record one.
CREATE POLICY audit_log_insert ON audit_log FOR INSERT WITH CHECK (
  tenant_id IS NULL OR tenant_id = app_tenant_id() OR app_all_tenants()
);

-- Removes entries older than `days` days and returns how many went. It runs with the owner's
-- rights, which the application role lacks on this table, and sees every tenant's rows (an
-- owner that is not a superuser is bound by the forced policies too). It refuses a period
-- under 30 days, so the application role cannot use it to wipe the recent record.
CREATE FUNCTION purge_audit_log(days integer) RETURNS bigint
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
  DECLARE
    gone bigint;
    -- A function's own SET clause may not name a custom setting unless a superuser owns it.
    caller_scope text := current_setting('app.all_tenants', true);
  BEGIN
    IF days IS NULL OR days < 30 THEN
      RAISE EXCEPTION 'audit log entries are kept at least 30 days (asked: %)', days;
    END IF;
    PERFORM set_config('app.all_tenants', 'on', true);
    DELETE FROM audit_log WHERE at < now() - days * interval '1 day';
    GET DIAGNOSTICS gone = ROW_COUNT;
    PERFORM set_config('app.all_tenants', coalesce(caller_scope, ''), true);
    RETURN gone;
  END
  $$;
REVOKE ALL ON FUNCTION purge_audit_log(integer) FROM PUBLIC;
-- EXECUTE for the application role: application-role-grants.ts, at every start.
