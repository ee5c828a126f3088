-- Contact exchange (issue 28 item 1, decision 053): a card visitor's details, sent from the
-- card page's 'Share your details' form, kept as a contact of the card's owner in the owner's
-- tenant. Each row carries its tenant, so the policies are the tenants' own: a tenant's scope
-- sees its rows, the all-tenants scope (super admins, the public card page) every row, and no
-- scope none. The visitor's consent is kept with the row.
CREATE TABLE contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  end_user_id uuid NOT NULL REFERENCES end_users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  email text CHECK (length(email) <= 254),
  phone text CHECK (length(phone) <= 50),
  company text CHECK (length(company) <= 200),
  note text CHECK (length(note) <= 2000),
  consent boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The Contacts page: a tenant's newest first; the self-serve list: an owner's newest first.
CREATE INDEX contacts_tenant_created ON contacts (tenant_id, created_at DESC, id);
CREATE INDEX contacts_owner_created ON contacts (end_user_id, created_at DESC, id);

ALTER TABLE contacts ENABLE ROW LEVEL SECURITY;
ALTER TABLE contacts FORCE ROW LEVEL SECURITY;
CREATE POLICY contacts_own ON contacts USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY contacts_all ON contacts USING ((SELECT app_all_tenants()));

-- Per tenant: how long contacts are kept (a daily purge removes older ones), and the consent
-- sentence of the form (null: the default; '{owner}' stands for the card owner's name).
ALTER TABLE tenants
  ADD COLUMN contacts_retention_days integer NOT NULL DEFAULT 365
    CONSTRAINT tenants_contacts_retention_days_check
    CHECK (contacts_retention_days BETWEEN 1 AND 3650),
  ADD COLUMN contact_consent_text text
    CONSTRAINT tenants_contact_consent_text_check CHECK (length(contact_consent_text) <= 500);

-- Reports' connections: contacts received per card and day, counted beside views, saves and
-- scans, so that a contact deleted or purged later still counted on its day.
ALTER TABLE card_daily_counts
  ADD COLUMN connections integer NOT NULL DEFAULT 0 CHECK (connections >= 0);
