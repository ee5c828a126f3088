-- Batches: a named upload of people to produce cards for, and the rows parsed from its file.

CREATE TABLE batches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL,
  file_name text NOT NULL,
  row_count integer NOT NULL CHECK (row_count >= 0),
  -- The batch outlives the admin who uploaded it.
  created_by uuid REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX batches_tenant_created_idx ON batches (tenant_id, created_at);

-- One row per card to produce; columns beyond the three required ones are kept in `fields`.
CREATE TABLE batch_rows (
  batch_id uuid NOT NULL REFERENCES batches (id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  fields jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (batch_id, row_number)
);
