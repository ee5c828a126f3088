-- A new end-user field (docs/decisions/012) should take one short migration, not a rewrite of
-- migration 003's functions. The trigger now builds the list JSON's record from the row by
-- column name, so it holds no field list of its own; adding a field is then:
--
--   ALTER TABLE end_users ADD COLUMN nickname text;
--   ALTER TYPE end_user_list_fields ADD ATTRIBUTE nickname text;
--   UPDATE end_users u SET list_json = end_user_row_list_json(u);
--
-- The record's attribute order stays the API's (user-columns.ts builds it by position for bulk
-- writes): new fields go at the end of the registry as of the type.

CREATE FUNCTION end_user_row_list_json(u end_users) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT end_user_list_json(json_populate_record(NULL::end_user_list_fields, row_to_json(u))) $$;

CREATE OR REPLACE FUNCTION end_users_refresh_list_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_json := end_user_row_list_json(NEW);
  RETURN NEW;
END $$;
