-- Card pages are kept rendered in each API process's memory (decision 021). Every change to
-- what a page shows (its end user, the tenant's template, the tenant's country) notifies
-- 'card_changed' with the tenant's id, so that every process drops that tenant's pages.
-- Statement-level triggers: an import of 100,000 rows sends one notification per tenant, and
-- PostgreSQL folds identical notifications of one transaction into one.
CREATE FUNCTION notify_card_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    -- The column holding the tenant's id: `tenant_id`, or `id` on tenants itself.
    tenant_column text := TG_ARGV[0];
  BEGIN
    IF TG_OP <> 'DELETE' THEN
      EXECUTE format(
        'SELECT pg_notify(''card_changed'', t::text) FROM (SELECT DISTINCT %I AS t FROM new_rows) s',
        tenant_column);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      EXECUTE format(
        'SELECT pg_notify(''card_changed'', t::text) FROM (SELECT DISTINCT %I AS t FROM old_rows) s',
        tenant_column);
    END IF;
    RETURN NULL;
  END
  $$;

CREATE TRIGGER end_users_card_inserted AFTER INSERT ON end_users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');
CREATE TRIGGER end_users_card_updated AFTER UPDATE ON end_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');
CREATE TRIGGER end_users_card_deleted AFTER DELETE ON end_users
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');

CREATE TRIGGER card_templates_card_inserted AFTER INSERT ON card_templates
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');
CREATE TRIGGER card_templates_card_updated AFTER UPDATE ON card_templates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');
CREATE TRIGGER card_templates_card_deleted AFTER DELETE ON card_templates
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');

-- A new tenant has no card yet; its country and its removal matter.
CREATE TRIGGER tenants_card_updated AFTER UPDATE ON tenants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('id');
CREATE TRIGGER tenants_card_deleted AFTER DELETE ON tenants
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('id');
