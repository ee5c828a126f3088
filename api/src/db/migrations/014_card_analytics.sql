-- Card analytics (issue 12): how often each card was viewed, saved (vCard) and scanned (QR or
-- NFC), per UTC day. Counters only: no address, user agent or time of a visit is kept.
-- A removed user's counts go with them; tenant_id is the card's, for the policies and reports.
CREATE TABLE card_daily_counts (
  end_user_id uuid NOT NULL REFERENCES end_users (id) ON DELETE CASCADE,
  day date NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  saves integer NOT NULL DEFAULT 0 CHECK (saves >= 0),
  scans integer NOT NULL DEFAULT 0 CHECK (scans >= 0),
  PRIMARY KEY (end_user_id, day)
);

-- Reports read one tenant's days in a period; the counts ride along for index-only scans.
CREATE INDEX card_daily_counts_tenant_day ON card_daily_counts (tenant_id, day)
  INCLUDE (end_user_id, views, saves, scans);

ALTER TABLE card_daily_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE card_daily_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY card_daily_counts_own ON card_daily_counts USING (tenant_id = app_tenant_id());
CREATE POLICY card_daily_counts_all ON card_daily_counts USING (app_all_tenants());
