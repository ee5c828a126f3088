-- The Tenants list pages by name (keyset on lower(name), name, id): each page is an index
-- range scan, at 10,000 tenants as at 10.
CREATE INDEX tenants_list_order_idx ON tenants (lower(name), name, id);
