-- A contact post adds a connection to a shard of its card's day (migration 044); when that
-- shard also held views, migration 046's trigger upserted the card's last view all the same,
-- writing a row that did not change and holding its lock until the post committed, so posts
-- to one card waited on each other again. An update now moves a card's last view only from
-- the days whose views grew; inserts and removals keep migration 046's rules.
CREATE OR REPLACE FUNCTION card_daily_counts_keep_activity() RETURNS trigger
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
    IF TG_OP = 'INSERT' THEN
      INSERT INTO card_last_views AS l (end_user_id, tenant_id, day)
      SELECT n.end_user_id, min(n.tenant_id::text)::uuid, max(n.day)
        FROM new_rows n WHERE n.views > 0 GROUP BY n.end_user_id ORDER BY n.end_user_id
      ON CONFLICT (end_user_id) DO UPDATE SET day = greatest(l.day, EXCLUDED.day);
    ELSIF TG_OP = 'UPDATE' THEN
      -- Only a day whose views grew can move a card's last view.
      INSERT INTO card_last_views AS l (end_user_id, tenant_id, day)
      SELECT n.end_user_id, min(n.tenant_id::text)::uuid, max(n.day)
        FROM new_rows n
        LEFT JOIN old_rows o USING (end_user_id, day, shard)
       WHERE n.views > coalesce(o.views, 0)
       GROUP BY n.end_user_id ORDER BY n.end_user_id
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
