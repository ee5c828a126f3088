-- Reports for a tenant with 100,000 cards and two years of counts (issue 30 item 2, decision
-- 060). The usage report summed every card's row of the period for its connections (300,000
-- rows over 90 days at that size); the tenant's days now keep them beside views, saves and
-- scans, so the report reads one row a day. The people without a card have an index of their
-- own. And card_daily_counts' policies read the scope's settings once per query (an
-- InitPlan) rather than once per row, as migration 024's tables do.

-- The activity report's 'without a card' list (deactivated people, or an address the card page
-- does not serve): a few of a tenant's people, read in name order without reading the rest.
CREATE INDEX end_users_without_card_page
  ON end_users (tenant_id, lower(first_name), lower(last_name), id)
  WHERE NOT end_user_has_card_page(active, card_slug);

ALTER TABLE tenant_daily_counts ADD COLUMN connections integer NOT NULL DEFAULT 0;

ALTER POLICY card_daily_counts_own ON card_daily_counts
  USING (tenant_id = (SELECT app_tenant_id()));
ALTER POLICY card_daily_counts_all ON card_daily_counts USING ((SELECT app_all_tenants()));

-- Migration 024's trigger function, now adding connections to the tenant's days too (the
-- every-tenant days keep views, saves and scans only: the Dashboard reads no connections).
CREATE OR REPLACE FUNCTION card_daily_counts_roll_up() RETURNS trigger
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
    add_connections integer[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(c.tenant_id), array_agg(c.day), array_agg(c.views), array_agg(c.saves),
             array_agg(c.scans), array_agg(c.connections)
        INTO by_tenant, by_day, add_views, add_saves, add_scans, add_connections
        FROM (SELECT n.tenant_id, n.day, sum(n.views)::int AS views, sum(n.saves)::int AS saves,
                     sum(n.scans)::int AS scans, sum(n.connections)::int AS connections
                FROM new_rows n GROUP BY n.tenant_id, n.day ORDER BY n.tenant_id, n.day) AS c;
    ELSIF TG_OP = 'UPDATE' THEN
      SELECT array_agg(c.tenant_id), array_agg(c.day), array_agg(c.views), array_agg(c.saves),
             array_agg(c.scans), array_agg(c.connections)
        INTO by_tenant, by_day, add_views, add_saves, add_scans, add_connections
        FROM (SELECT b.tenant_id, b.day, sum(b.views)::int AS views, sum(b.saves)::int AS saves,
                     sum(b.scans)::int AS scans, sum(b.connections)::int AS connections
                FROM (SELECT n.tenant_id, n.day, n.views, n.saves, n.scans, n.connections
                        FROM new_rows n
                      UNION ALL
                      SELECT o.tenant_id, o.day, -o.views, -o.saves, -o.scans, -o.connections
                        FROM old_rows o)
                     AS b
               GROUP BY b.tenant_id, b.day
              HAVING sum(b.views) <> 0 OR sum(b.saves) <> 0 OR sum(b.scans) <> 0
                  OR sum(b.connections) <> 0
               ORDER BY b.tenant_id, b.day) AS c;
    ELSE
      SELECT array_agg(c.tenant_id), array_agg(c.day), array_agg(c.views), array_agg(c.saves),
             array_agg(c.scans), array_agg(c.connections)
        INTO by_tenant, by_day, add_views, add_saves, add_scans, add_connections
        FROM (SELECT o.tenant_id, o.day, -sum(o.views)::int AS views,
                     -sum(o.saves)::int AS saves, -sum(o.scans)::int AS scans,
                     -sum(o.connections)::int AS connections
                FROM old_rows o GROUP BY o.tenant_id, o.day ORDER BY o.tenant_id, o.day) AS c;
    END IF;
    -- A removed user's cascade runs this once per user, most often with nothing to add.
    IF by_tenant IS NULL THEN
      RETURN NULL;
    END IF;
    PERFORM set_config('app.all_tenants', 'on', true);
    IF TG_OP = 'DELETE' THEN
      UPDATE tenant_daily_counts AS t
         SET views = t.views + r.views, saves = t.saves + r.saves, scans = t.scans + r.scans,
             connections = t.connections + r.connections
        FROM unnest(by_tenant, by_day, add_views, add_saves, add_scans, add_connections)
             AS r(tenant_id, day, views, saves, scans, connections)
       WHERE t.tenant_id = r.tenant_id AND t.day = r.day;
    ELSE
      INSERT INTO tenant_daily_counts AS t (tenant_id, day, views, saves, scans, connections)
      SELECT * FROM unnest(by_tenant, by_day, add_views, add_saves, add_scans, add_connections)
      ON CONFLICT (tenant_id, day) DO UPDATE SET
        views = t.views + EXCLUDED.views,
        saves = t.saves + EXCLUDED.saves,
        scans = t.scans + EXCLUDED.scans,
        connections = t.connections + EXCLUDED.connections;
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

-- The connections counted so far, with writers held until this transaction commits, so that
-- none is missed or counted twice.
LOCK TABLE card_daily_counts IN SHARE MODE;
UPDATE tenant_daily_counts AS t SET connections = s.connections
  FROM (SELECT tenant_id, day, sum(connections)::int AS connections FROM card_daily_counts
         GROUP BY tenant_id, day HAVING sum(connections) > 0) AS s
 WHERE t.tenant_id = s.tenant_id AND t.day = s.day;
