-- Decision 017's record of removed card addresses, written once per DELETE statement instead
-- of once per row: deleting 10,000 users in one bulk action (issue 21) made 10,000 PL/pgSQL
-- calls, about half the statement's time on PostgreSQL. Same rows, same table, every path
-- that deletes users still covered (a tenant's removal cascades through the same trigger).
DROP TRIGGER end_users_removed_slug ON end_users;
DROP FUNCTION end_users_remember_removed_slug();

CREATE FUNCTION end_users_remember_removed_slugs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO removed_card_slugs (card_slug, tenant_id)
    SELECT card_slug, tenant_id FROM old_rows
    ON CONFLICT (card_slug) DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER end_users_removed_slugs AFTER DELETE ON end_users
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION end_users_remember_removed_slugs();
