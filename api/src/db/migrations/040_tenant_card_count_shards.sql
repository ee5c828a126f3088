-- A tenant's card count in several rows (issue 29 item 1, decision 061). Migration 024 kept it
-- in one row per tenant, which every write that adds or removes a card page updates: a
-- directory creating people 20 at a time over SCIM queued on that row's lock until each
-- create committed. Now a tenant has one row per shard, summed on read (a negative shard is
-- fine: a person counted in one shard may be subtracted from another). A write adds to the
-- lowest shard no other transaction holds (SKIP LOCKED, so it never waits for one), and opens
-- a new shard when all are held: a tenant written by one writer at a time keeps its one row,
-- one written 20 at a time grows to about 20, never more than 32.

ALTER TABLE tenant_card_counts
  ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard BETWEEN 0 AND 31);
-- The counts so far stay as they are, as each tenant's shard 0.
ALTER TABLE tenant_card_counts DROP CONSTRAINT tenant_card_counts_pkey;
ALTER TABLE tenant_card_counts ADD PRIMARY KEY (tenant_id, shard);

-- Adds add_cards[i] to tenant by_tenant[i]'s count, tenants in the caller's order. A tenant
-- without any row is being deleted (its rows went first): nothing to add, as before.
CREATE FUNCTION tenant_card_counts_add(by_tenant uuid[], add_cards integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    i integer;
    top smallint;
  BEGIN
    FOR i IN 1 .. coalesce(array_length(by_tenant, 1), 0) LOOP
      -- A row this transaction already holds is not skipped: it stays the one written.
      UPDATE tenant_card_counts AS c SET cards = c.cards + add_cards[i]
       WHERE c.tenant_id = by_tenant[i]
         AND c.shard = (SELECT s.shard FROM tenant_card_counts AS s
                         WHERE s.tenant_id = by_tenant[i]
                         ORDER BY s.shard LIMIT 1 FOR UPDATE SKIP LOCKED);
      CONTINUE WHEN FOUND;
      SELECT max(s.shard) INTO top FROM tenant_card_counts AS s WHERE s.tenant_id = by_tenant[i];
      CONTINUE WHEN top IS NULL;
      -- Every shard is held: a new one, or once there are 32 any one (waiting for it then).
      INSERT INTO tenant_card_counts AS c (tenant_id, shard, cards)
      VALUES (by_tenant[i],
              CASE WHEN top < 31 THEN top + 1 ELSE floor(random() * 32)::smallint END,
              add_cards[i])
      ON CONFLICT (tenant_id, shard) DO UPDATE SET cards = c.cards + EXCLUDED.cards;
    END LOOP;
  END
  $$;

-- Migration 024's trigger function, now adding through tenant_card_counts_add: what a
-- statement changed in end_users per tenant, in tenant order. Statements that change no card
-- page touch no count, and lock none.
CREATE OR REPLACE FUNCTION end_users_count_cards() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    by_tenant uuid[];
    add_cards integer[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(d.tenant_id ORDER BY d.tenant_id), array_agg(d.cards ORDER BY d.tenant_id)
        INTO by_tenant, add_cards
        FROM (SELECT tenant_id, count(*)::int AS cards FROM new_rows
               WHERE end_user_has_card_page(active, card_slug)
               GROUP BY tenant_id) AS d;
    ELSIF TG_OP = 'UPDATE' THEN
      SELECT array_agg(d.tenant_id ORDER BY d.tenant_id), array_agg(d.cards ORDER BY d.tenant_id)
        INTO by_tenant, add_cards
        FROM (SELECT tenant_id, sum(cards)::int AS cards
                FROM (SELECT tenant_id, 1 AS cards FROM new_rows
                       WHERE end_user_has_card_page(active, card_slug)
                      UNION ALL
                      SELECT tenant_id, -1 FROM old_rows
                       WHERE end_user_has_card_page(active, card_slug)) AS changed
               GROUP BY tenant_id HAVING sum(cards) <> 0) AS d;
    ELSE
      SELECT array_agg(d.tenant_id ORDER BY d.tenant_id), array_agg(-d.cards ORDER BY d.tenant_id)
        INTO by_tenant, add_cards
        FROM (SELECT tenant_id, count(*)::int AS cards FROM old_rows
               WHERE end_user_has_card_page(active, card_slug)
               GROUP BY tenant_id) AS d;
    END IF;
    PERFORM tenant_card_counts_add(by_tenant, add_cards);
    RETURN NULL;
  END
  $$;
