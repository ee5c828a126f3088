-- The Dashboard at 10,000 tenants and 1,000,000 end users (issue 27, decision 043): its
-- figures are kept per tenant as the rows they come from are written, so that a super admin's
-- visit reads one row per tenant (and day) instead of counting every card.
--
-- tenant_daily_counts: each tenant's views, saves and scans per UTC day, the sum of its cards'
-- card_daily_counts rows. Triggers on card_daily_counts keep it in the writing statement's
-- transaction, whoever writes (the card counter's flush, a removed user's cascade, a test).
-- all_tenant_daily_counts: the same summed over every tenant, one row a day, for the super
-- admin's Dashboard (10,000 rows a day otherwise); only an all-tenants scope reads it.
-- tenant_card_counts: each tenant's cards that show their page (an active user with a
-- well-formed address: routes/cards/card-store.ts), kept by triggers on end_users.
-- Both are read under the same policies as the rows they sum.

-- Whether /c/{slug} shows the user's card: SLUG's rule (test/db/dashboard-counts), written
-- without its {1,64}, which PostgreSQL's regular expressions match 10 times slower.
CREATE FUNCTION end_user_has_card_page(active boolean, card_slug text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT active AND card_slug ~ '^[A-Za-z0-9_-]+$' AND length(card_slug) <= 64 $$;

CREATE TABLE tenant_daily_counts (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0,
  saves integer NOT NULL DEFAULT 0,
  scans integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day)
);

CREATE TABLE all_tenant_daily_counts (
  day date PRIMARY KEY,
  views integer NOT NULL DEFAULT 0,
  saves integer NOT NULL DEFAULT 0,
  scans integer NOT NULL DEFAULT 0
);

CREATE TABLE tenant_card_counts (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  cards integer NOT NULL DEFAULT 0
);

-- The scope's settings are read once per query (an InitPlan), not once per row: a super
-- admin's sum of 10,000 tenants' rows would spend most of its time in them otherwise.
ALTER TABLE tenant_daily_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenant_daily_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_daily_counts_own ON tenant_daily_counts
  USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY tenant_daily_counts_all ON tenant_daily_counts USING ((SELECT app_all_tenants()));

ALTER TABLE all_tenant_daily_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE all_tenant_daily_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY all_tenant_daily_counts_all ON all_tenant_daily_counts
  USING ((SELECT app_all_tenants()));

ALTER TABLE tenant_card_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenant_card_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_card_counts_own ON tenant_card_counts
  USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY tenant_card_counts_all ON tenant_card_counts USING ((SELECT app_all_tenants()));

-- Adds what a statement changed in card_daily_counts to its tenants' days and to every
-- tenant's, in (tenant, day) and day order, so that two writers lock the rows they share in
-- the same order. A client admin removing a user changes every tenant's days too: the
-- function reads and writes as the all-tenants scope, for those rows only, and restores the
-- caller's scope before it returns (set_config: an ordinary owner may not give a function a
-- SET clause of a custom setting; an error ends the transaction, or its savepoint, and the
-- setting with it). Removed rows only subtract from days that exist: a tenant
-- being deleted has already lost its own.
CREATE FUNCTION card_daily_counts_roll_up() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    callers_scope text := coalesce(current_setting('app.all_tenants', true), '');
    -- What the statement changed per tenant and day, in (tenant, day) order.
    by_tenant uuid[];
    by_day date[];
    add_views integer[];
    add_saves integer[];
    add_scans integer[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(c.tenant_id), array_agg(c.day), array_agg(c.views), array_agg(c.saves),
             array_agg(c.scans)
        INTO by_tenant, by_day, add_views, add_saves, add_scans
        FROM (SELECT n.tenant_id, n.day, sum(n.views)::int AS views, sum(n.saves)::int AS saves,
                     sum(n.scans)::int AS scans
                FROM new_rows n GROUP BY n.tenant_id, n.day ORDER BY n.tenant_id, n.day) AS c;
    ELSIF TG_OP = 'UPDATE' THEN
      SELECT array_agg(c.tenant_id), array_agg(c.day), array_agg(c.views), array_agg(c.saves),
             array_agg(c.scans)
        INTO by_tenant, by_day, add_views, add_saves, add_scans
        FROM (SELECT b.tenant_id, b.day, sum(b.views)::int AS views, sum(b.saves)::int AS saves,
                     sum(b.scans)::int AS scans
                FROM (SELECT n.tenant_id, n.day, n.views, n.saves, n.scans FROM new_rows n
                      UNION ALL
                      SELECT o.tenant_id, o.day, -o.views, -o.saves, -o.scans FROM old_rows o)
                     AS b
               GROUP BY b.tenant_id, b.day
              HAVING sum(b.views) <> 0 OR sum(b.saves) <> 0 OR sum(b.scans) <> 0
               ORDER BY b.tenant_id, b.day) AS c;
    ELSE
      SELECT array_agg(c.tenant_id), array_agg(c.day), array_agg(c.views), array_agg(c.saves),
             array_agg(c.scans)
        INTO by_tenant, by_day, add_views, add_saves, add_scans
        FROM (SELECT o.tenant_id, o.day, -sum(o.views)::int AS views,
                     -sum(o.saves)::int AS saves, -sum(o.scans)::int AS scans
                FROM old_rows o GROUP BY o.tenant_id, o.day ORDER BY o.tenant_id, o.day) AS c;
    END IF;
    -- A removed user's cascade runs this once per user, most often with nothing to add.
    IF by_tenant IS NULL THEN
      RETURN NULL;
    END IF;
    PERFORM set_config('app.all_tenants', 'on', true);
    IF TG_OP = 'DELETE' THEN
      UPDATE tenant_daily_counts AS t
         SET views = t.views + r.views, saves = t.saves + r.saves, scans = t.scans + r.scans
        FROM unnest(by_tenant, by_day, add_views, add_saves, add_scans) AS r(tenant_id, day, views, saves, scans)
       WHERE t.tenant_id = r.tenant_id AND t.day = r.day;
    ELSE
      INSERT INTO tenant_daily_counts AS t (tenant_id, day, views, saves, scans)
      SELECT * FROM unnest(by_tenant, by_day, add_views, add_saves, add_scans)
      ON CONFLICT (tenant_id, day) DO UPDATE SET
        views = t.views + EXCLUDED.views,
        saves = t.saves + EXCLUDED.saves,
        scans = t.scans + EXCLUDED.scans;
    END IF;
    INSERT INTO all_tenant_daily_counts AS a (day, views, saves, scans)
    SELECT r.day, sum(r.views), sum(r.saves), sum(r.scans)
      FROM unnest(by_day, add_views, add_saves, add_scans) AS r(day, views, saves, scans)
     GROUP BY r.day ORDER BY r.day
    ON CONFLICT (day) DO UPDATE SET
      views = a.views + EXCLUDED.views,
      saves = a.saves + EXCLUDED.saves,
      scans = a.scans + EXCLUDED.scans;
    PERFORM set_config('app.all_tenants', callers_scope, true);
    RETURN NULL;
  END
  $$;

CREATE TRIGGER card_daily_counts_rolled_up_inserted AFTER INSERT ON card_daily_counts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION card_daily_counts_roll_up();
CREATE TRIGGER card_daily_counts_rolled_up_updated AFTER UPDATE ON card_daily_counts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION card_daily_counts_roll_up();
CREATE TRIGGER card_daily_counts_rolled_up_deleted AFTER DELETE ON card_daily_counts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION card_daily_counts_roll_up();

-- A new tenant starts with no card; every tenant has its row from then on.
CREATE FUNCTION tenants_start_card_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO tenant_card_counts (tenant_id) SELECT id FROM new_rows ORDER BY id;
    RETURN NULL;
  END
  $$;

CREATE TRIGGER tenants_card_count_started AFTER INSERT ON tenants
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenants_start_card_count();

-- Adds what a statement changed in end_users to its tenants' card counts: a user added or
-- removed with a card page, or one whose card page came or went (deactivated, reactivated,
-- a new address). Statements that change no card page touch no count, and lock none.
CREATE FUNCTION end_users_count_cards() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE tenant_card_counts AS t SET cards = t.cards + n.cards
        FROM (SELECT tenant_id, count(*)::int AS cards FROM new_rows
               WHERE end_user_has_card_page(active, card_slug) GROUP BY tenant_id) AS n
       WHERE t.tenant_id = n.tenant_id;
    ELSIF TG_OP = 'UPDATE' THEN
      UPDATE tenant_card_counts AS t SET cards = t.cards + d.cards
        FROM (SELECT tenant_id, sum(cards)::int AS cards
                FROM (SELECT tenant_id, 1 AS cards FROM new_rows
                       WHERE end_user_has_card_page(active, card_slug)
                      UNION ALL
                      SELECT tenant_id, -1 FROM old_rows
                       WHERE end_user_has_card_page(active, card_slug)) AS changed
               GROUP BY tenant_id HAVING sum(cards) <> 0) AS d
       WHERE t.tenant_id = d.tenant_id;
    ELSE
      UPDATE tenant_card_counts AS t SET cards = t.cards - o.cards
        FROM (SELECT tenant_id, count(*)::int AS cards FROM old_rows
               WHERE end_user_has_card_page(active, card_slug) GROUP BY tenant_id) AS o
       WHERE t.tenant_id = o.tenant_id;
    END IF;
    RETURN NULL;
  END
  $$;

CREATE TRIGGER end_users_cards_counted_inserted AFTER INSERT ON end_users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION end_users_count_cards();
CREATE TRIGGER end_users_cards_counted_updated AFTER UPDATE ON end_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION end_users_count_cards();
CREATE TRIGGER end_users_cards_counted_deleted AFTER DELETE ON end_users
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION end_users_count_cards();

-- The counts of the rows written so far. The triggers above were created first: they lock
-- their tables against writes until this transaction commits, so nothing is missed or
-- counted twice.
INSERT INTO tenant_daily_counts (tenant_id, day, views, saves, scans)
SELECT tenant_id, day, sum(views), sum(saves), sum(scans)
  FROM card_daily_counts GROUP BY tenant_id, day;

INSERT INTO all_tenant_daily_counts (day, views, saves, scans)
SELECT day, sum(views), sum(saves), sum(scans) FROM card_daily_counts GROUP BY day;

INSERT INTO tenant_card_counts (tenant_id, cards)
SELECT t.id, count(u.id) FILTER (WHERE end_user_has_card_page(u.active, u.card_slug))
  FROM tenants t LEFT JOIN end_users u ON u.tenant_id = t.id
 GROUP BY t.id;
