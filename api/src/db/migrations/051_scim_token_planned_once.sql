-- A SCIM request's bearer token look-up (issue 29 item 1, decision 072), as a function: every
-- request of a directory's run sends it, and PostgreSQL planned its statement anew each time
-- (0.2-0.4 ms, more than running it). PL/pgSQL keeps a statement's plan for the server
-- connection's life, which holds behind a transaction pooler too, unlike a named prepared
-- statement. The statement is token-store.ts's as it was, run as the caller (its role and
-- scope: row-level security applies as before): the unrevoked token with that hash, its
-- tenant, and its use written at most once a minute.
CREATE FUNCTION scim_token_signed_in(hash text)
  RETURNS TABLE (token_id uuid, token_tenant_id uuid, token_name text, tenant json)
  LANGUAGE plpgsql
  AS $$
  BEGIN
    RETURN QUERY
    WITH t AS (
      SELECT s.id, s.tenant_id, s.name, s.last_used_at FROM scim_tokens s
      WHERE s.token_hash = hash AND s.revoked_at IS NULL
    ), used AS (
      UPDATE scim_tokens s SET last_used_at = now() FROM t
      WHERE s.id = t.id
        AND (t.last_used_at IS NULL OR t.last_used_at < now() - interval '1 minute')
    )
    SELECT t.id, t.tenant_id, t.name,
      json_build_object('id', n.id, 'name', n.name, 'country', n.country,
        'tenant_type', n.tenant_type)
    FROM t JOIN tenants n ON n.id = t.tenant_id;
  END
  $$;
