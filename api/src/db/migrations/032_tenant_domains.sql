-- Verified domains for sign-on (issue 29 item 2, decision 055): the email domains a tenant
-- claims. A claim counts (single sign-on routing, just-in-time creation) only once verified by
-- a DNS TXT record `bizcard-verification=<token>` at the domain.
--
-- One domain belongs to one tenant: a verified domain is unique across every tenant. Unverified
-- claims are not: several tenants may claim the same domain, each with its own token, and the
-- first to publish its record and verify owns it; the others' claims can no longer be verified
-- (409). A squatter's unverified claim therefore blocks nobody. A tenant claims a domain once.
--
-- Domains are stored lower-case, internationalised names as punycode (IDNA, `xn--`), without
-- a trailing dot: the same form the sign-in compares an email's domain in.
CREATE TABLE tenant_domains (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  domain text NOT NULL CHECK (domain = lower(domain) AND length(domain) BETWEEN 3 AND 253),
  verification_token text NOT NULL CHECK (length(verification_token) BETWEEN 16 AND 100),
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_checked_at timestamptz,
  last_error text CHECK (length(last_error) <= 500),
  CONSTRAINT tenant_domains_tenant_domain UNIQUE (tenant_id, domain)
);

-- The rule "one domain, one tenant", and the sign-in's lookup of an email's domain.
CREATE UNIQUE INDEX tenant_domains_verified_domain ON tenant_domains (domain)
  WHERE verified_at IS NOT NULL;

ALTER TABLE tenant_domains ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenant_domains FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_domains_own ON tenant_domains USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY tenant_domains_all ON tenant_domains USING ((SELECT app_all_tenants()));
