-- The tenant users list streams its rows in list order (decision 024): with an index in that
-- exact order the first rows leave before the last ones are read, where a sort would have to
-- read all 100,000 first. It starts with lower(first_name), so it also does the job of the
-- first-name index it replaces.
CREATE INDEX end_users_tenant_list_order_idx
  ON end_users (tenant_id, lower(first_name), lower(last_name), id);
DROP INDEX end_users_tenant_first_name_idx;
