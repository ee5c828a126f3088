-- Two tenants may not share a name, whatever its case or spacing. The derived tenant_name
-- (a slug) stays unique too, but it is no longer what decides "already exists": names in
-- other scripts used to collapse to the same slug ('QA1 北京' and 'QA1 東京' were both 'qa1').
-- The expression matches the duplicate check in routes/tenants/tenant-store.ts.

CREATE UNIQUE INDEX tenants_name_key ON tenants (lower(regexp_replace(btrim(name), '\s+', ' ', 'g')));
