-- Tenant isolation enforced by the database, under the API's own checks (decision 009).
-- The API runs as the application role: it owns no table and has no BYPASSRLS, so the
-- policies below bind it. Each transaction says whose rows it may see with
--   set_config('app.tenant_id', <uuid>, true)   one tenant's rows, or
--   set_config('app.all_tenants', 'on', true)    every tenant's rows (super admins, and the
--                                                system's look-ups by email or card address);
-- a transaction that sets neither sees no tenant-scoped row.

-- The application role, its membership and its rights are not made here: roles belong to the
-- whole server, and each installation has its own (DATABASE_APP_ROLE), which a DBA may have
-- to create. Every start makes sure of them after the migrations (prepare-application-role.ts,
-- application-role-grants.ts).

CREATE FUNCTION app_tenant_id() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;

CREATE FUNCTION app_all_tenants() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(current_setting('app.all_tenants', true), '') = 'on' $$;

ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
CREATE POLICY tenants_own ON tenants USING (id = app_tenant_id());
CREATE POLICY tenants_all ON tenants USING (app_all_tenants());

ALTER TABLE admin_users ENABLE ROW LEVEL SECURITY;
ALTER TABLE admin_users FORCE ROW LEVEL SECURITY;
CREATE POLICY admin_users_own ON admin_users USING (tenant_id = app_tenant_id());
CREATE POLICY admin_users_all ON admin_users USING (app_all_tenants());

ALTER TABLE end_users ENABLE ROW LEVEL SECURITY;
ALTER TABLE end_users FORCE ROW LEVEL SECURITY;
CREATE POLICY end_users_own ON end_users USING (tenant_id = app_tenant_id());
CREATE POLICY end_users_all ON end_users USING (app_all_tenants());

ALTER TABLE batches ENABLE ROW LEVEL SECURITY;
ALTER TABLE batches FORCE ROW LEVEL SECURITY;
CREATE POLICY batches_own ON batches USING (tenant_id = app_tenant_id());
CREATE POLICY batches_all ON batches USING (app_all_tenants());

-- A batch row belongs to its batch's tenant; the sub-query is itself filtered by batches'
-- policies.
ALTER TABLE batch_rows ENABLE ROW LEVEL SECURITY;
ALTER TABLE batch_rows FORCE ROW LEVEL SECURITY;
CREATE POLICY batch_rows_of_visible_batches ON batch_rows
  USING (EXISTS (SELECT 1 FROM batches b WHERE b.id = batch_rows.batch_id));
