-- Tenants, admin users, tenant end users, sessions, one-time tokens and sign-in throttling.

CREATE TABLE tenants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  tenant_name text NOT NULL UNIQUE,
  email text NOT NULL,
  address text,
  state text,
  country text,
  tenant_type text NOT NULL
    CHECK (tenant_type IN ('identity_provider', 'organization_managed', 'user_managed')),
  stytch_org_id text,
  db_host text,
  db_name text,
  db_port integer,
  db_username text,
  db_password text,
  db_secret_arn text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX tenants_name_idx ON tenants (name);

CREATE TABLE admin_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  role text NOT NULL CHECK (role IN ('superAdmin', 'admin', 'clientAdmin')),
  tenant_id uuid REFERENCES tenants (id) ON DELETE SET NULL,
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX admin_users_tenant_idx ON admin_users (tenant_id);

CREATE TABLE end_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL CHECK (email = lower(email)),
  role text NOT NULL DEFAULT 'User',
  pronouns text,
  phone_work text,
  phone_direct text,
  phone_cell text,
  title text,
  company text,
  department text,
  accreditations text,
  website text,
  linkedin text,
  facebook text,
  instagram text,
  x_twitter text,
  youtube text,
  reddit text,
  addresses jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- 9 random bytes from a v4 uuid, base64url: the public card address /c/{card_slug}.
  card_slug text NOT NULL UNIQUE DEFAULT left(
    translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'),
    12
  ),
  stytch_member_id text,
  password_hash text,
  registered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, email)
);

CREATE INDEX end_users_email_idx ON end_users (email);
CREATE INDEX end_users_tenant_first_name_idx ON end_users (tenant_id, lower(first_name));
CREATE INDEX end_users_tenant_last_name_idx ON end_users (tenant_id, lower(last_name));
CREATE INDEX end_users_tenant_created_idx ON end_users (tenant_id, created_at);

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  principal_type text NOT NULL CHECK (principal_type IN ('admin', 'end_user')),
  principal_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sessions_principal_idx ON sessions (principal_type, principal_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('magic_link', 'password_reset')),
  principal_type text NOT NULL CHECK (principal_type IN ('admin', 'end_user')),
  principal_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX auth_tokens_principal_idx ON auth_tokens (principal_type, principal_id, kind);

CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL,
  occurred_at timestamptz NOT NULL
);

CREATE INDEX login_failures_key_idx ON login_failures (key, occurred_at);
