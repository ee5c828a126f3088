-- A committing transaction waits for its card_changed notifications to come back (the card
-- cache of every process must have dropped the pages first: pg-database.ts). It waited after
-- every write; a contact post or an audit entry sends none. The trigger now also marks its
-- transaction (app.card_notified, transaction-local, undone with a rolled-back savepoint
-- like the notification itself), and only a marked transaction waits.
CREATE OR REPLACE FUNCTION notify_card_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    -- The column holding the tenant's id: `tenant_id`, or `id` on tenants itself.
    tenant_column text := TG_ARGV[0];
  BEGIN
    IF TG_OP <> 'DELETE' THEN
      EXECUTE format(
        'SELECT pg_notify(''card_changed'', t::text), set_config(''app.card_notified'', ''on'', true)
         FROM (SELECT DISTINCT %I AS t FROM new_rows) s',
        tenant_column);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      EXECUTE format(
        'SELECT pg_notify(''card_changed'', t::text), set_config(''app.card_notified'', ''on'', true)
         FROM (SELECT DISTINCT %I AS t FROM old_rows) s',
        tenant_column);
    END IF;
    RETURN NULL;
  END
  $$;
