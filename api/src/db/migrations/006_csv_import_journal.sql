-- User CSV imports run in bounded batches, each its own short transaction, so that one large
-- upload cannot hold PGlite's only connection (or a PostgreSQL row lock) for its whole length
-- (decision 011). All or nothing still holds through an undo journal: each batch records,
-- in its own transaction, the previous values of the users it changes and the ids of those
-- it creates. A failed import, or one whose process died (no heartbeat), is rolled back from
-- the journal; a finished one only has its journal purged.

CREATE TABLE csv_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'committed', 'failed')),
  started_at timestamptz NOT NULL DEFAULT now(),
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);

-- One import at a time per tenant: two interleaved imports could not be undone separately.
CREATE UNIQUE INDEX csv_imports_one_per_tenant ON csv_imports (tenant_id);

CREATE TABLE csv_import_undo (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  import_id uuid NOT NULL REFERENCES csv_imports (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  -- The user's columns before the import changed them; null when the import created the user.
  previous jsonb
);

CREATE INDEX csv_import_undo_import_idx ON csv_import_undo (import_id, id);

ALTER TABLE csv_imports ENABLE ROW LEVEL SECURITY;
ALTER TABLE csv_imports FORCE ROW LEVEL SECURITY;
CREATE POLICY csv_imports_own ON csv_imports USING (tenant_id = app_tenant_id());
CREATE POLICY csv_imports_all ON csv_imports USING (app_all_tenants());

ALTER TABLE csv_import_undo ENABLE ROW LEVEL SECURITY;
ALTER TABLE csv_import_undo FORCE ROW LEVEL SECURITY;
CREATE POLICY csv_import_undo_of_visible_imports ON csv_import_undo
  USING (EXISTS (SELECT 1 FROM csv_imports i WHERE i.id = csv_import_undo.import_id));
