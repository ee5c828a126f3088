-- Issue 9: an admin may deactivate an end user, and a card whose user is gone answers 410
-- rather than 404 (decision 017).

-- `active` is the field registry's switch (docs/decisions/012: add the column, the composite
-- type's attribute, refresh list_json). Every user so far is active.
ALTER TABLE end_users ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TYPE end_user_list_fields ADD ATTRIBUTE active boolean;
UPDATE end_users u SET list_json = end_user_row_list_json(u);

-- The card addresses of deleted users, however they were deleted (one by one, a CSV undo, a
-- tenant's removal), so that /c/{slug} tells a removed card (410) from a mistyped one (404).
-- No foreign key to tenants: a deleted tenant's cards stay gone, not unknown.
CREATE TABLE removed_card_slugs (
  card_slug text PRIMARY KEY,
  tenant_id uuid NOT NULL,
  removed_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION end_users_remember_removed_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO removed_card_slugs (card_slug, tenant_id) VALUES (OLD.card_slug, OLD.tenant_id)
    ON CONFLICT (card_slug) DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER end_users_removed_slug AFTER DELETE ON end_users FOR EACH ROW
  EXECUTE FUNCTION end_users_remember_removed_slug();

ALTER TABLE removed_card_slugs ENABLE ROW LEVEL SECURITY;
ALTER TABLE removed_card_slugs FORCE ROW LEVEL SECURITY;
CREATE POLICY removed_card_slugs_own ON removed_card_slugs USING (tenant_id = app_tenant_id());
CREATE POLICY removed_card_slugs_all ON removed_card_slugs USING (app_all_tenants());
