-- The Reports screen's activity at 100,000 cards and two years of counts (issue 30 item 2,
-- decision 067). Its top ten lists summed every card's rows of the range (385,000 rows over 90
-- days in the bench) to rank them, and counted the cards viewed in the range from the same
-- sums: 445 ms for 30 days, 694 ms for 90. Two things are now kept per card as the counts are
-- written, by the statement that writes them (whoever writes: the card counter's flush, the
-- contact form, a removed user's counts, a test):
--
-- card_monthly_counts: each card's views and saves per calendar month (UTC), the sum of its
-- days. A card whose sum over a range reaches some figure F reaches F / m in one of the m
-- months the range touches, so the top ten of a range are found among the few cards whose
-- month reaches that bound (an index read per month), and their exact sums come from their
-- own days (routes/reports/activity-store.ts).
-- card_last_views: the last day each card was viewed. The cards viewed in a range that ends
-- today are those whose last view is in it: an index range, not every card's sums.

CREATE TABLE card_monthly_counts (
  end_user_id uuid NOT NULL REFERENCES end_users (id) ON DELETE CASCADE,
  month date NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  views integer NOT NULL DEFAULT 0,
  saves integer NOT NULL DEFAULT 0,
  PRIMARY KEY (end_user_id, month)
);
CREATE INDEX card_monthly_counts_by_views
  ON card_monthly_counts (tenant_id, month, views DESC) INCLUDE (end_user_id);
CREATE INDEX card_monthly_counts_by_saves
  ON card_monthly_counts (tenant_id, month, saves DESC) INCLUDE (end_user_id);

CREATE TABLE card_last_views (
  end_user_id uuid PRIMARY KEY REFERENCES end_users (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  day date NOT NULL
);
CREATE INDEX card_last_views_tenant_day ON card_last_views (tenant_id, day);

-- Read and written under the policies of the rows they sum (migration 042's form).
ALTER TABLE card_monthly_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE card_monthly_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY card_monthly_counts_own ON card_monthly_counts
  USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY card_monthly_counts_all ON card_monthly_counts USING ((SELECT app_all_tenants()));

ALTER TABLE card_last_views ENABLE ROW LEVEL SECURITY;
ALTER TABLE card_last_views FORCE ROW LEVEL SECURITY;
CREATE POLICY card_last_views_own ON card_last_views USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY card_last_views_all ON card_last_views USING ((SELECT app_all_tenants()));

-- Adds what a statement changed to the cards' months, in (card, month) order so that two
-- writers lock the rows they share in the same order, and moves their last view day. A row
-- whose views fall to none, or that is removed, has its card's last view read again from the
-- card's days. A card's months and last view go with the card (the foreign keys).
CREATE FUNCTION card_daily_counts_keep_activity() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    by_card uuid[];
    by_month date[];
    by_tenant uuid[];
    add_views integer[];
    add_saves integer[];
    look_again uuid[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(c.end_user_id), array_agg(c.month), array_agg(c.tenant_id),
             array_agg(c.views), array_agg(c.saves)
        INTO by_card, by_month, by_tenant, add_views, add_saves
        FROM (SELECT n.end_user_id, date_trunc('month', n.day::timestamp)::date AS month,
                     min(n.tenant_id::text)::uuid AS tenant_id, sum(n.views)::int AS views,
                     sum(n.saves)::int AS saves
                FROM new_rows n GROUP BY 1, 2 HAVING sum(n.views) <> 0 OR sum(n.saves) <> 0
               ORDER BY 1, 2) AS c;
    ELSIF TG_OP = 'UPDATE' THEN
      SELECT array_agg(c.end_user_id), array_agg(c.month), array_agg(c.tenant_id),
             array_agg(c.views), array_agg(c.saves)
        INTO by_card, by_month, by_tenant, add_views, add_saves
        FROM (SELECT b.end_user_id, date_trunc('month', b.day::timestamp)::date AS month,
                     min(b.tenant_id::text)::uuid AS tenant_id, sum(b.views)::int AS views,
                     sum(b.saves)::int AS saves
                FROM (SELECT n.end_user_id, n.day, n.tenant_id, n.views, n.saves FROM new_rows n
                      UNION ALL
                      SELECT o.end_user_id, o.day, o.tenant_id, -o.views, -o.saves
                        FROM old_rows o) AS b
               GROUP BY 1, 2 HAVING sum(b.views) <> 0 OR sum(b.saves) <> 0
               ORDER BY 1, 2) AS c;
      SELECT array_agg(DISTINCT n.end_user_id) INTO look_again
        FROM new_rows n
       WHERE n.views = 0 AND n.end_user_id IN (SELECT o.end_user_id FROM old_rows o WHERE o.views > 0);
    ELSE
      SELECT array_agg(c.end_user_id), array_agg(c.month), array_agg(c.tenant_id),
             array_agg(c.views), array_agg(c.saves)
        INTO by_card, by_month, by_tenant, add_views, add_saves
        FROM (SELECT o.end_user_id, date_trunc('month', o.day::timestamp)::date AS month,
                     min(o.tenant_id::text)::uuid AS tenant_id, -sum(o.views)::int AS views,
                     -sum(o.saves)::int AS saves
                FROM old_rows o GROUP BY 1, 2 HAVING sum(o.views) <> 0 OR sum(o.saves) <> 0
               ORDER BY 1, 2) AS c;
      SELECT array_agg(DISTINCT o.end_user_id) INTO look_again FROM old_rows o WHERE o.views > 0;
    END IF;
    -- A removed user's cascade may have taken its months first: removed rows only subtract.
    IF by_card IS NOT NULL AND TG_OP = 'DELETE' THEN
      UPDATE card_monthly_counts AS k
         SET views = k.views + r.views, saves = k.saves + r.saves
        FROM unnest(by_card, by_month, add_views, add_saves) AS r(end_user_id, month, views, saves)
       WHERE k.end_user_id = r.end_user_id AND k.month = r.month;
    ELSIF by_card IS NOT NULL THEN
      INSERT INTO card_monthly_counts AS k (end_user_id, month, tenant_id, views, saves)
      SELECT * FROM unnest(by_card, by_month, by_tenant, add_views, add_saves)
      ON CONFLICT (end_user_id, month) DO UPDATE SET
        views = k.views + EXCLUDED.views,
        saves = k.saves + EXCLUDED.saves;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO card_last_views AS l (end_user_id, tenant_id, day)
      SELECT n.end_user_id, min(n.tenant_id::text)::uuid, max(n.day)
        FROM new_rows n WHERE n.views > 0 GROUP BY n.end_user_id ORDER BY n.end_user_id
      ON CONFLICT (end_user_id) DO UPDATE SET day = greatest(l.day, EXCLUDED.day);
    END IF;
    IF look_again IS NOT NULL THEN
      DELETE FROM card_last_views l WHERE l.end_user_id = ANY(look_again);
      INSERT INTO card_last_views (end_user_id, tenant_id, day)
      SELECT c.end_user_id, min(c.tenant_id::text)::uuid, max(c.day)
        FROM card_daily_counts c
       WHERE c.end_user_id = ANY(look_again) AND c.views > 0
       GROUP BY c.end_user_id ORDER BY c.end_user_id;
    END IF;
    RETURN NULL;
  END
  $$;

CREATE TRIGGER card_daily_counts_activity_inserted AFTER INSERT ON card_daily_counts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION card_daily_counts_keep_activity();
CREATE TRIGGER card_daily_counts_activity_updated AFTER UPDATE ON card_daily_counts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION card_daily_counts_keep_activity();
CREATE TRIGGER card_daily_counts_activity_deleted AFTER DELETE ON card_daily_counts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION card_daily_counts_keep_activity();

-- The months and last views counted so far, with writers held until this transaction commits,
-- so that none is missed or counted twice.
LOCK TABLE card_daily_counts IN SHARE MODE;
INSERT INTO card_monthly_counts (end_user_id, month, tenant_id, views, saves)
SELECT end_user_id, date_trunc('month', day::timestamp)::date, min(tenant_id::text)::uuid,
       sum(views)::int, sum(saves)::int
  FROM card_daily_counts
 GROUP BY 1, 2 HAVING sum(views) <> 0 OR sum(saves) <> 0;
INSERT INTO card_last_views (end_user_id, tenant_id, day)
SELECT end_user_id, min(tenant_id::text)::uuid, max(day)
  FROM card_daily_counts WHERE views > 0 GROUP BY end_user_id;
