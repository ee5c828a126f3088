-- The tenant users list (issue 4) answers 10,000 users in one JSON document. Serialising that
-- many rows on every read costs ~20 µs a row in PostgreSQL and more in PGlite, so each row
-- keeps its JSON, computed when it is written. `list_json` holds the stored fields without the
-- closing brace: the card links (which depend on the public URL) and the timestamps (whose
-- text depends on the session's time zone) are appended when read.

CREATE TYPE end_user_list_fields AS (
  id uuid,
  tenant_id uuid,
  first_name text,
  last_name text,
  email text,
  role text,
  pronouns text,
  phone_work text,
  phone_direct text,
  phone_cell text,
  title text,
  company text,
  department text,
  accreditations text,
  website text,
  linkedin text,
  facebook text,
  instagram text,
  x_twitter text,
  youtube text,
  reddit text,
  addresses jsonb
);

-- STABLE like row_to_json, so that the planner inlines it into bulk statements.
CREATE FUNCTION end_user_list_json(fields end_user_list_fields) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT left(row_to_json(fields)::text, -1) $$;

CREATE FUNCTION end_users_refresh_list_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_json := end_user_list_json(ROW(NEW.id, NEW.tenant_id, NEW.first_name,
    NEW.last_name, NEW.email, NEW.role, NEW.pronouns, NEW.phone_work, NEW.phone_direct,
    NEW.phone_cell, NEW.title, NEW.company, NEW.department, NEW.accreditations, NEW.website,
    NEW.linkedin, NEW.facebook, NEW.instagram, NEW.x_twitter, NEW.youtube, NEW.reddit,
    NEW.addresses)::end_user_list_fields);
  RETURN NEW;
END $$;

ALTER TABLE end_users ADD COLUMN list_json text;
UPDATE end_users SET list_json = end_user_list_json(ROW(id, tenant_id, first_name, last_name,
  email, role, pronouns, phone_work, phone_direct, phone_cell, title, company, department,
  accreditations, website, linkedin, facebook, instagram, x_twitter, youtube, reddit,
  addresses)::end_user_list_fields);
ALTER TABLE end_users ALTER COLUMN list_json SET NOT NULL;

-- Any writer may ignore list_json: these triggers then compute it. The CSV import computes it
-- in its one bulk statement instead, which is ~5x cheaper than a trigger call a row, and so
-- skips them: an insert that brings list_json, an update that changes it or changes nothing.
CREATE TRIGGER end_users_list_json_insert BEFORE INSERT ON end_users FOR EACH ROW
  WHEN (NEW.list_json IS NULL)
  EXECUTE FUNCTION end_users_refresh_list_json();

CREATE TRIGGER end_users_list_json_update BEFORE UPDATE ON end_users FOR EACH ROW
  WHEN (NEW.list_json IS NOT DISTINCT FROM OLD.list_json AND NEW.* IS DISTINCT FROM OLD.*)
  EXECUTE FUNCTION end_users_refresh_list_json();
