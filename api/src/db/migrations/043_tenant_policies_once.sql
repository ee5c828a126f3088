-- The Tenants list at 10,000 tenants (issue 30 item 1, decision 060). The tenants policies
-- called app_tenant_id() and app_all_tenants() in every row's check: two current_setting
-- look-ups a row (10 ms to count 10,000 tenants), and the planner, guessing that the check
-- keeps 1 row in 200, sorted the whole table by name for a page of 24 (33 ms) instead of
-- reading the first 25 entries of tenants_list_order_idx (0.1 ms). As scalar subqueries the
-- settings are read once a statement (an InitPlan), and the planner guesses half the rows.
-- Who sees which tenant is unchanged.
ALTER POLICY tenants_own ON tenants USING (id = (SELECT app_tenant_id()));
ALTER POLICY tenants_all ON tenants USING ((SELECT app_all_tenants()));
