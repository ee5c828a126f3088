-- SAML 2.0 sign-on next to OpenID Connect (issue 29 item 4, decision 057). A configuration
-- of provider 'saml' keeps the identity provider's metadata (its address in provider_url, or
-- the XML itself), its entity ID and signing certificate when given apart from the metadata.
-- The AuthnRequest's ID is the sso_attempts row's state: InResponseTo must name it.

ALTER TABLE oauth_providers DROP CONSTRAINT IF EXISTS oauth_providers_provider_name_check;
ALTER TABLE oauth_providers ADD CONSTRAINT oauth_providers_provider_name_check
  CHECK (provider_name IN ('azure', 'google', 'linkedin', 'github', 'facebook', 'oidc', 'saml'));

ALTER TABLE oauth_providers ADD COLUMN saml_metadata_xml text;
ALTER TABLE oauth_providers ADD COLUMN saml_idp_entity_id text;
ALTER TABLE oauth_providers ADD COLUMN saml_idp_cert text;

-- Every assertion that signed someone in, kept until it expires, so the same assertion posted
-- again is refused by whichever API process receives it.
CREATE TABLE saml_assertions (
  provider_id uuid NOT NULL REFERENCES oauth_providers (id) ON DELETE CASCADE,
  assertion_id text NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, assertion_id)
);

CREATE INDEX saml_assertions_expires_idx ON saml_assertions (expires_at);

ALTER TABLE saml_assertions ENABLE ROW LEVEL SECURITY;
ALTER TABLE saml_assertions FORCE ROW LEVEL SECURITY;
CREATE POLICY saml_assertions_own ON saml_assertions USING (tenant_id = app_tenant_id());
CREATE POLICY saml_assertions_all ON saml_assertions USING (app_all_tenants());
