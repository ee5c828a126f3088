-- Deleting 10,000 users in one bulk action (issue 21). Migration 031's end_users.scim_manager_id
-- (ON DELETE SET NULL) had no index, so the foreign key's step for each deleted user read the
-- whole table to find the people it managed: 10,000 reads of 10,000 rows, 21 s of CPU on
-- PGlite for the one DELETE (2.5 s with this index). Only people with a manager are indexed:
-- the foreign key's lookup (scim_manager_id = the deleted id) never asks for the others.
CREATE INDEX end_users_scim_manager ON end_users (scim_manager_id)
  WHERE scim_manager_id IS NOT NULL;
