-- Card analytics anyone could drive (issue 22, decision 020): a view, save or scan counts once
-- per visitor, card and UTC day. A visitor is a keyed hash of address and user agent with the
-- day's random key (address_hash_keys, migration 021): neither is stored, and once the key is
-- deleted (after two days) no hash can be tied to them. Rows of days before yesterday are
-- deleted by the API's first write of each day.
CREATE TABLE card_visits (
  day date NOT NULL,
  end_user_id uuid NOT NULL REFERENCES end_users (id) ON DELETE CASCADE,
  visitor text NOT NULL,
  event text NOT NULL CHECK (event IN ('view', 'save', 'scan')),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  PRIMARY KEY (day, end_user_id, visitor, event)
);

ALTER TABLE card_visits ENABLE ROW LEVEL SECURITY;
ALTER TABLE card_visits FORCE ROW LEVEL SECURITY;
CREATE POLICY card_visits_own ON card_visits USING (tenant_id = app_tenant_id());
CREATE POLICY card_visits_all ON card_visits USING (app_all_tenants());

-- Visits not counted, per tenant and day: repeats, and visits from an address over the rate.
CREATE TABLE card_filtered_counts (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  day date NOT NULL,
  filtered integer NOT NULL DEFAULT 0 CHECK (filtered >= 0),
  PRIMARY KEY (tenant_id, day)
);

ALTER TABLE card_filtered_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE card_filtered_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY card_filtered_counts_own ON card_filtered_counts
  USING (tenant_id = app_tenant_id());
CREATE POLICY card_filtered_counts_all ON card_filtered_counts USING (app_all_tenants());
