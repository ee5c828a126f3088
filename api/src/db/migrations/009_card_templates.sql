-- The contact page template of each tenant (spec §3), and the images it shows (decision 014).
-- The template is one jsonb document: the designer saves it whole, and a card page reads it
-- whole with its user, in the same statement.
CREATE TABLE card_templates (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  data jsonb NOT NULL,
  updated_by uuid REFERENCES admin_users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Logos and photos after re-encoding, addressed by the SHA-256 of their bytes: the same bytes
-- are stored once per tenant, and an address never changes content, so it is cached for a year.
CREATE TABLE card_assets (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  media_type text NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, hash)
);

CREATE INDEX card_assets_hash_idx ON card_assets (hash);

ALTER TABLE card_templates ENABLE ROW LEVEL SECURITY;
ALTER TABLE card_templates FORCE ROW LEVEL SECURITY;
CREATE POLICY card_templates_own ON card_templates USING (tenant_id = app_tenant_id());
CREATE POLICY card_templates_all ON card_templates USING (app_all_tenants());

ALTER TABLE card_assets ENABLE ROW LEVEL SECURITY;
ALTER TABLE card_assets FORCE ROW LEVEL SECURITY;
CREATE POLICY card_assets_own ON card_assets USING (tenant_id = app_tenant_id());
CREATE POLICY card_assets_all ON card_assets USING (app_all_tenants());
