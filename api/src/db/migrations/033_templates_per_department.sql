-- Several card templates per tenant, chosen per person (issue 29 item 3, decision 056).
-- The template a tenant had becomes its default one, named 'Default'. A person's card uses the
-- template chosen for them by hand, else the template of the first rule (by position) their
-- department or one of their directory groups matches, else the tenant's default.

-- The defaults keep a plain INSERT (tenant_id, data) making a tenant's one default template.
ALTER TABLE card_templates ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE card_templates ADD COLUMN name text NOT NULL DEFAULT 'Default'
  CHECK (length(name) BETWEEN 1 AND 100);
ALTER TABLE card_templates ADD COLUMN is_default boolean NOT NULL DEFAULT true;
-- Form names of the self-serve fields end users may not change (shared model/self-serve.ts).
ALTER TABLE card_templates ADD COLUMN locked_fields text[] NOT NULL DEFAULT '{}';
ALTER TABLE card_templates ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE card_templates DROP CONSTRAINT card_templates_pkey;
ALTER TABLE card_templates ADD PRIMARY KEY (id);
-- What rules and assignments point to: a template of the same tenant.
ALTER TABLE card_templates ADD CONSTRAINT card_templates_tenant_template UNIQUE (tenant_id, id);
CREATE UNIQUE INDEX card_templates_one_default ON card_templates (tenant_id) WHERE is_default;
CREATE UNIQUE INDEX card_templates_name ON card_templates (tenant_id, lower(name));

-- Ordered rules: a department (compared trimmed, without regard to case) or a SCIM group.
CREATE TABLE card_template_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  template_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  department text CHECK (length(department) BETWEEN 1 AND 200),
  group_id uuid REFERENCES scim_groups (id) ON DELETE CASCADE,
  CHECK ((department IS NULL) <> (group_id IS NULL)),
  UNIQUE (tenant_id, position),
  FOREIGN KEY (tenant_id, template_id) REFERENCES card_templates (tenant_id, id) ON DELETE CASCADE
);

-- A template chosen for one person by hand; removing the template lets them fall back.
CREATE TABLE card_template_people (
  end_user_id uuid PRIMARY KEY REFERENCES end_users (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  template_id uuid NOT NULL,
  FOREIGN KEY (tenant_id, template_id) REFERENCES card_templates (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX card_template_people_template ON card_template_people (template_id);

-- The one statement of which template a person's card uses: the card page, the self-serve
-- field locks and the admin screens all ask it.
CREATE FUNCTION card_template_of(person_tenant uuid, person uuid, person_department text)
  RETURNS uuid
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(
      (SELECT p.template_id FROM card_template_people p WHERE p.end_user_id = person),
      (SELECT r.template_id FROM card_template_rules r
        WHERE r.tenant_id = person_tenant
          AND (lower(r.department) = lower(btrim(person_department))
               OR r.group_id IN (SELECT m.group_id FROM scim_group_members m
                                  WHERE m.end_user_id = person))
        ORDER BY r.position LIMIT 1),
      (SELECT t.id FROM card_templates t WHERE t.tenant_id = person_tenant AND t.is_default))
  $$;

ALTER TABLE card_template_rules ENABLE ROW LEVEL SECURITY;
ALTER TABLE card_template_rules FORCE ROW LEVEL SECURITY;
CREATE POLICY card_template_rules_own ON card_template_rules
  USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY card_template_rules_all ON card_template_rules USING ((SELECT app_all_tenants()));

ALTER TABLE card_template_people ENABLE ROW LEVEL SECURITY;
ALTER TABLE card_template_people FORCE ROW LEVEL SECURITY;
CREATE POLICY card_template_people_own ON card_template_people
  USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY card_template_people_all ON card_template_people
  USING ((SELECT app_all_tenants()));

-- A rule, a by-hand choice or a group membership changing may change which template a card
-- shows: each drops the tenant's rendered pages, as migration 016 does for templates.
CREATE TRIGGER card_template_rules_card_inserted AFTER INSERT ON card_template_rules
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');
CREATE TRIGGER card_template_rules_card_updated AFTER UPDATE ON card_template_rules
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');
CREATE TRIGGER card_template_rules_card_deleted AFTER DELETE ON card_template_rules
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');

CREATE TRIGGER card_template_people_card_inserted AFTER INSERT ON card_template_people
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');
CREATE TRIGGER card_template_people_card_updated AFTER UPDATE ON card_template_people
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');
CREATE TRIGGER card_template_people_card_deleted AFTER DELETE ON card_template_people
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');

CREATE TRIGGER scim_group_members_card_inserted AFTER INSERT ON scim_group_members
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');
CREATE TRIGGER scim_group_members_card_deleted AFTER DELETE ON scim_group_members
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_card_changed('tenant_id');
