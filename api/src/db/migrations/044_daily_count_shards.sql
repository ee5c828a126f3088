-- A card's and a tenant's counts of the day in several rows (issue 28 item 1, decision 065).
-- A visitor's contact post counted its connection on the card's row of the day, whose trigger
-- (migrations 024, 042) added it to the tenant's row of the day and, with nothing to add, to
-- every tenant's row of the day: three rows every post of the day updates, each locked until
-- the post commits (past its WAL flush). Four posts at a time to one tenant's cards queued on
-- them: 38 % of the time the posts were active they waited for another's row lock, and the
-- contact form's p99 was 255 ms at load 11. As migration 040 did for the card count: the two
-- rows are now up to 32 per card or tenant and day (a shard each), summed on read (every
-- reader already sums a period's rows). A connection goes to the lowest shard no other
-- transaction holds (SKIP LOCKED, so it never waits for one) or to a new one; the card
-- counter's batched flush keeps writing shard 0. Every tenant's day is only written with
-- views, saves or scans to add, which a contact post has not.

ALTER TABLE card_daily_counts
  ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard BETWEEN 0 AND 31);
ALTER TABLE card_daily_counts DROP CONSTRAINT card_daily_counts_pkey;
ALTER TABLE card_daily_counts ADD PRIMARY KEY (end_user_id, day, shard);

ALTER TABLE tenant_daily_counts
  ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard BETWEEN 0 AND 31);
ALTER TABLE tenant_daily_counts DROP CONSTRAINT tenant_daily_counts_pkey;
ALTER TABLE tenant_daily_counts ADD PRIMARY KEY (tenant_id, day, shard);

-- The shard a writer opens when every shard it sees is held (or none exists): the first one
-- not taken from a place of its own (its session's), so that writers opening shards at the
-- same moment mostly open different ones rather than wait for each other's new row; once all
-- 32 are taken, any one (waiting for it then).
CREATE FUNCTION new_count_shard(taken smallint[]) RETURNS smallint
  LANGUAGE sql VOLATILE
  AS $$
  SELECT coalesce(
    (SELECT c.s FROM (SELECT ((pg_backend_pid() + i) % 32)::smallint AS s, i
                        FROM generate_series(0, 31) AS i) AS c
      WHERE NOT (c.s = ANY (coalesce(taken, '{}'))) ORDER BY c.i LIMIT 1),
    floor(random() * 32)::smallint)
  $$;

-- One connection on a card's day (the contact form's post).
CREATE FUNCTION card_connections_add(card uuid, on_day date, of_tenant uuid) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    taken smallint[];
  BEGIN
    -- A row this transaction already holds is not skipped: it stays the one written.
    UPDATE card_daily_counts AS c SET connections = c.connections + 1
     WHERE c.end_user_id = card AND c.day = on_day
       AND c.shard = (SELECT s.shard FROM card_daily_counts AS s
                       WHERE s.end_user_id = card AND s.day = on_day
                       ORDER BY s.shard LIMIT 1 FOR UPDATE SKIP LOCKED);
    IF FOUND THEN
      RETURN;
    END IF;
    SELECT array_agg(s.shard) INTO taken FROM card_daily_counts AS s
     WHERE s.end_user_id = card AND s.day = on_day;
    INSERT INTO card_daily_counts AS c (end_user_id, day, shard, tenant_id, connections)
    VALUES (card, on_day, new_count_shard(taken), of_tenant, 1)
    ON CONFLICT (end_user_id, day, shard) DO UPDATE SET connections = c.connections + 1;
  END
  $$;

-- Adds to a tenant's day, as card_connections_add does. Removed counts only subtract from a
-- day that has rows (a tenant being deleted may have lost them first).
CREATE FUNCTION tenant_daily_counts_add(
  of_tenant uuid, on_day date, add_views integer, add_saves integer, add_scans integer,
  add_connections integer, removed boolean) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    taken smallint[];
  BEGIN
    UPDATE tenant_daily_counts AS t
       SET views = t.views + add_views, saves = t.saves + add_saves, scans = t.scans + add_scans,
           connections = t.connections + add_connections
     WHERE t.tenant_id = of_tenant AND t.day = on_day
       AND t.shard = (SELECT s.shard FROM tenant_daily_counts AS s
                       WHERE s.tenant_id = of_tenant AND s.day = on_day
                       ORDER BY s.shard LIMIT 1 FOR UPDATE SKIP LOCKED);
    IF FOUND THEN
      RETURN;
    END IF;
    SELECT array_agg(s.shard) INTO taken FROM tenant_daily_counts AS s
     WHERE s.tenant_id = of_tenant AND s.day = on_day;
    IF removed AND taken IS NULL THEN
      RETURN;
    END IF;
    INSERT INTO tenant_daily_counts AS t (tenant_id, day, shard, views, saves, scans, connections)
    VALUES (of_tenant, on_day, new_count_shard(taken), add_views, add_saves, add_scans,
            add_connections)
    ON CONFLICT (tenant_id, day, shard) DO UPDATE SET
      views = t.views + EXCLUDED.views,
      saves = t.saves + EXCLUDED.saves,
      scans = t.scans + EXCLUDED.scans,
      connections = t.connections + EXCLUDED.connections;
  END
  $$;

-- Migration 042's trigger function, now adding through tenant_daily_counts_add, and to every
-- tenant's days only what they keep.
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
    i integer;
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
    FOR i IN 1 .. array_length(by_tenant, 1) LOOP
      PERFORM tenant_daily_counts_add(by_tenant[i], by_day[i], add_views[i], add_saves[i],
                                      add_scans[i], add_connections[i], TG_OP = 'DELETE');
    END LOOP;
    INSERT INTO all_tenant_daily_counts AS a (day, views, saves, scans)
    SELECT r.day, sum(r.views), sum(r.saves), sum(r.scans)
      FROM unnest(by_day, add_views, add_saves, add_scans) AS r(day, views, saves, scans)
     GROUP BY r.day
    HAVING sum(r.views) <> 0 OR sum(r.saves) <> 0 OR sum(r.scans) <> 0
     ORDER BY r.day
    ON CONFLICT (day) DO UPDATE SET
      views = a.views + EXCLUDED.views,
      saves = a.saves + EXCLUDED.saves,
      scans = a.scans + EXCLUDED.scans;
    PERFORM set_config('app.all_tenants', callers_scope, true);
    RETURN NULL;
  END
  $$;
