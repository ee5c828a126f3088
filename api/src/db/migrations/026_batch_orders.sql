-- Issue 27 item 2 (decision 047): a batch is an order of physical NFC cards. Each row is a
-- card for one of the tenant's end users: the card address written on its chip, the chip's UID
-- once the encoder has written it, and whether the card is in use or was reported lost.

-- A batch made from selected users has no file.
ALTER TABLE batches ALTER COLUMN file_name DROP NOT NULL;
-- Batches stored before this have rows tied to no user: they start as drafts.
ALTER TABLE batches ADD COLUMN status text NOT NULL DEFAULT 'draft'
  CHECK (status IN ('draft', 'ready', 'encoded', 'shipped'));

ALTER TABLE batch_rows ADD COLUMN end_user_id uuid REFERENCES end_users (id) ON DELETE SET NULL;
-- The address written on the chip: it stays the card's even once its user is deleted.
ALTER TABLE batch_rows ADD COLUMN card_slug text;
-- Upper-case hex; one chip is one card across the whole platform.
ALTER TABLE batch_rows ADD COLUMN chip_uid text CHECK (chip_uid ~ '^[0-9A-F]{2,64}$');
ALTER TABLE batch_rows ADD COLUMN state text NOT NULL DEFAULT 'active'
  CHECK (state IN ('active', 'blocked'));

CREATE UNIQUE INDEX batch_rows_chip_uid_idx ON batch_rows (chip_uid);
CREATE INDEX batch_rows_batch_end_user_idx ON batch_rows (batch_id, end_user_id);
CREATE INDEX batch_rows_end_user_idx ON batch_rows (end_user_id);

-- The rows of earlier batches belong to the tenant's users of the same email, where any.
UPDATE batch_rows r SET end_user_id = u.id, card_slug = u.card_slug
  FROM batches b, end_users u
  WHERE b.id = r.batch_id AND u.tenant_id = b.tenant_id AND u.email = r.email;

-- The UIDs of cards reported lost. The card URL carries no UID, so a tap cannot be refused
-- by it; a blocked UID is refused wherever a UID is given: no card of any batch may be
-- recorded with it again (decision 047).
CREATE TABLE blocked_chips (
  chip_uid text PRIMARY KEY CHECK (chip_uid ~ '^[0-9A-F]{2,64}$'),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  batch_id uuid REFERENCES batches (id) ON DELETE SET NULL,
  end_user_id uuid REFERENCES end_users (id) ON DELETE SET NULL,
  blocked_by uuid REFERENCES admin_users (id) ON DELETE SET NULL,
  blocked_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE blocked_chips ENABLE ROW LEVEL SECURITY;
ALTER TABLE blocked_chips FORCE ROW LEVEL SECURITY;
CREATE POLICY blocked_chips_own ON blocked_chips USING (tenant_id = app_tenant_id());
CREATE POLICY blocked_chips_all ON blocked_chips USING (app_all_tenants());
