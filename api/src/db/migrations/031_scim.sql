-- SCIM 2.0 provisioning (issue 29 item 1, decision 054): a tenant's directory (Okta, Entra ID)
-- creates, changes, deactivates and removes its end users and groups through /scim/v2, with a
-- bearer token a tenant admin made. Every table carries its tenant, so each one's policies are
-- the tenants' own: a tenant's scope sees its rows, the all-tenants scope every row (the token
-- look-up, before the tenant is known), and no scope none.

-- A token is shown once; only the SHA-256 (hex) of it is kept, like sessions and auth tokens.
-- Revoked tokens stay listed (who made it, when it was last used) but no longer sign in.
CREATE TABLE scim_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  token_hash text NOT NULL UNIQUE,
  created_by uuid REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

CREATE INDEX scim_tokens_tenant ON scim_tokens (tenant_id, created_at DESC, id);

-- A SCIM-managed end user: the directory's userName and externalId (each unique in the tenant,
-- userName without regard to case as RFC 7643 §4.1.1 says), and since when the directory
-- manages the person. A CSV re-upload leaves the fields the directory writes alone (decision
-- 054). Not field-registry fields: they are not in list_json and not in the CSV.
ALTER TABLE end_users ADD COLUMN scim_user_name text;
ALTER TABLE end_users ADD COLUMN scim_external_id text;
ALTER TABLE end_users ADD COLUMN scim_managed_at timestamptz;
ALTER TABLE end_users ADD COLUMN scim_manager_id uuid REFERENCES end_users (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX end_users_scim_user_name ON end_users (tenant_id, lower(scim_user_name))
  WHERE scim_user_name IS NOT NULL;
CREATE UNIQUE INDEX end_users_scim_external_id ON end_users (tenant_id, scim_external_id)
  WHERE scim_external_id IS NOT NULL;

CREATE TABLE scim_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 256),
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX scim_groups_display_name ON scim_groups (tenant_id, lower(display_name));
CREATE UNIQUE INDEX scim_groups_external_id ON scim_groups (tenant_id, external_id)
  WHERE external_id IS NOT NULL;

CREATE TABLE scim_group_members (
  group_id uuid NOT NULL REFERENCES scim_groups (id) ON DELETE CASCADE,
  end_user_id uuid NOT NULL REFERENCES end_users (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, end_user_id)
);

CREATE INDEX scim_group_members_user ON scim_group_members (end_user_id);

-- The scope's settings are read once per query (an InitPlan), as in migration 024.
ALTER TABLE scim_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE scim_tokens FORCE ROW LEVEL SECURITY;
CREATE POLICY scim_tokens_own ON scim_tokens USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY scim_tokens_all ON scim_tokens USING ((SELECT app_all_tenants()));

ALTER TABLE scim_groups ENABLE ROW LEVEL SECURITY;
ALTER TABLE scim_groups FORCE ROW LEVEL SECURITY;
CREATE POLICY scim_groups_own ON scim_groups USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY scim_groups_all ON scim_groups USING ((SELECT app_all_tenants()));

ALTER TABLE scim_group_members ENABLE ROW LEVEL SECURITY;
ALTER TABLE scim_group_members FORCE ROW LEVEL SECURITY;
CREATE POLICY scim_group_members_own ON scim_group_members
  USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY scim_group_members_all ON scim_group_members
  USING ((SELECT app_all_tenants()));
