-- OAuth / OpenID Connect provider configurations per tenant (spec §3 "OAuth provider config"),
-- the sign-ins in flight through them, and what the directory last filled in (decision 018).

CREATE TABLE oauth_providers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  provider_name text NOT NULL
    CHECK (provider_name IN ('azure', 'google', 'linkedin', 'github', 'facebook', 'oidc')),
  display_name text NOT NULL,
  provider_url text,
  client_id text,
  -- AES-256-GCM under SECRETS_KEY, bound to the tenant and provider (auth/secret-box.ts): the
  -- database alone, a dump or a backup, never reveals a client secret.
  client_secret_sealed text,
  oauth_tenant_id text,
  secret_id text,
  aws_secret_name text,
  aws_secret_region text,
  redirect_uri text NOT NULL,
  scopes text[] NOT NULL DEFAULT '{}',
  field_mappings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by uuid REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, provider_name)
);

ALTER TABLE oauth_providers ENABLE ROW LEVEL SECURITY;
ALTER TABLE oauth_providers FORCE ROW LEVEL SECURITY;
CREATE POLICY oauth_providers_own ON oauth_providers USING (tenant_id = app_tenant_id());
CREATE POLICY oauth_providers_all ON oauth_providers USING (app_all_tenants());

-- One row per sign-in sent to a provider: the PKCE verifier and nonce stay here, keyed by the
-- hash of the `state` the browser carries, and the row is taken (deleted) by the callback.
CREATE TABLE sso_attempts (
  state_hash text PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  provider_id uuid NOT NULL REFERENCES oauth_providers (id) ON DELETE CASCADE,
  audience text NOT NULL CHECK (audience IN ('admin', 'self')),
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sso_attempts_expires_idx ON sso_attempts (expires_at);

ALTER TABLE sso_attempts ENABLE ROW LEVEL SECURITY;
ALTER TABLE sso_attempts FORCE ROW LEVEL SECURITY;
CREATE POLICY sso_attempts_own ON sso_attempts USING (tenant_id = app_tenant_id());
CREATE POLICY sso_attempts_all ON sso_attempts USING (app_all_tenants());

-- Which contact fields the directory set at the person's last single sign-on, and when:
-- 'Your card' lists them as read-only.
ALTER TABLE end_users ADD COLUMN directory_fields text[];
ALTER TABLE end_users ADD COLUMN directory_synced_at timestamptz;
ALTER TABLE end_users ADD COLUMN directory_provider_id uuid
  REFERENCES oauth_providers (id) ON DELETE SET NULL;
