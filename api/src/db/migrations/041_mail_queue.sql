-- SMTP going away loses no mail (issue 30, decision 062): every mail the API sends is first a
-- row here, written in its own transaction, and a worker in each API process delivers it.
-- Several processes share the queue: a worker claims rows with FOR UPDATE SKIP LOCKED and
-- takes a lease on them (lease_until) for the time of one delivery; a process killed while it
-- held a lease leaves the row to whoever claims it after the lease has run out.
--
-- A platform table, not a tenant's: a mail may have no tenant (a super admin's magic link). Row
-- level security lets only the all-tenants scope (the system's own view, app.systemDb) read or
-- write it, so a transaction scoped to one tenant sees no queued mail and no other's link.
CREATE TABLE mail_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Given to the mail server on every attempt, so a receiver can drop a repeat.
  message_id text NOT NULL UNIQUE,
  recipient text NOT NULL,
  subject text NOT NULL,
  -- The rendered mail (links hold one-time tokens): emptied as soon as it has been sent.
  body_text text NOT NULL,
  body_html text NOT NULL,
  attachments jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  last_error text,
  sent_at timestamptz,
  -- The server refused it for good (5xx to the recipient or the content): not tried again.
  failed_at timestamptz
);

-- What a worker claims: the unsent mails that are due, oldest first.
CREATE INDEX mail_queue_due ON mail_queue (next_attempt_at)
  WHERE sent_at IS NULL AND failed_at IS NULL;
-- The retention purge of sent and refused mails.
CREATE INDEX mail_queue_done ON mail_queue (coalesce(sent_at, failed_at))
  WHERE sent_at IS NOT NULL OR failed_at IS NOT NULL;

ALTER TABLE mail_queue ENABLE ROW LEVEL SECURITY;
ALTER TABLE mail_queue FORCE ROW LEVEL SECURITY;
CREATE POLICY mail_queue_all ON mail_queue
  USING (app_all_tenants()) WITH CHECK (app_all_tenants());
