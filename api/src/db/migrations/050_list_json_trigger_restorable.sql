-- A dump of a database at migration 049 could not be restored: pg_restore recreates
-- end_users_list_json_update after the table, and PostgreSQL refuses a BEFORE trigger whose
-- WHEN reads the whole NEW row once the table has a generated column (scim_user_name_key).
-- The condition's second half only skipped updates that change nothing; such an update now
-- rebuilds list_json to the same text, and the writers that change many rows bring their own
-- list_json (csv-merge.ts, the bulk active toggle), so the trigger stays out of their way. It
-- still holds no field list: adding a field stays migration 007's three lines.
DROP TRIGGER end_users_list_json_update ON end_users;
CREATE TRIGGER end_users_list_json_update BEFORE UPDATE ON end_users FOR EACH ROW
  WHEN (NEW.list_json IS NOT DISTINCT FROM OLD.list_json)
  EXECUTE FUNCTION end_users_refresh_list_json();
