-- Support tickets (issue 27 item 3, decision 048): a tenant's problem, the conversation about
-- it between the tenant's side ('customer': its admins and end users) and support (super
-- admins), and each change of status or priority. Every row carries its ticket's tenant, so
-- each table's policies are the tenants' own: a tenant's scope sees its rows, the all-tenants
-- scope (super admins) every row, and no scope none.
--
-- People are written as they were named then (kind, side, name, email), with their id kept
-- while they exist: a ticket outlives the admin or end user who opened it.

-- The Ticket ID ('TCK-1042'): one sequence across every tenant, so an ID names one ticket.
CREATE SEQUENCE support_ticket_numbers START WITH 1001;

CREATE TABLE support_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number bigint NOT NULL UNIQUE DEFAULT nextval('support_ticket_numbers'),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 5000),
  priority text NOT NULL CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'in_progress', 'waiting_on_customer', 'resolved', 'closed')),
  created_by_kind text NOT NULL CHECK (created_by_kind IN ('admin', 'end_user')),
  created_by_side text NOT NULL CHECK (created_by_side IN ('support', 'customer')),
  created_by_admin_id uuid REFERENCES admin_users (id) ON DELETE SET NULL,
  created_by_end_user_id uuid REFERENCES end_users (id) ON DELETE SET NULL,
  created_by_name text NOT NULL,
  created_by_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER SEQUENCE support_ticket_numbers OWNED BY support_tickets.number;

CREATE INDEX support_tickets_tenant_created ON support_tickets (tenant_id, created_at DESC, id);
CREATE INDEX support_tickets_created ON support_tickets (created_at DESC, id);
-- The Dashboard's Open Tickets: a count over the open ones only.
CREATE INDEX support_tickets_open ON support_tickets (tenant_id)
  WHERE status IN ('open', 'in_progress', 'waiting_on_customer');

CREATE TABLE support_ticket_replies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id uuid NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  author_kind text NOT NULL CHECK (author_kind IN ('admin', 'end_user')),
  author_side text NOT NULL CHECK (author_side IN ('support', 'customer')),
  author_admin_id uuid REFERENCES admin_users (id) ON DELETE SET NULL,
  author_end_user_id uuid REFERENCES end_users (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  author_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX support_ticket_replies_ticket ON support_ticket_replies (ticket_id, id);

CREATE TABLE support_ticket_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id uuid NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  field text NOT NULL CHECK (field IN ('status', 'priority')),
  from_value text NOT NULL,
  to_value text NOT NULL,
  actor_kind text NOT NULL CHECK (actor_kind IN ('admin', 'end_user')),
  actor_side text NOT NULL CHECK (actor_side IN ('support', 'customer')),
  actor_admin_id uuid REFERENCES admin_users (id) ON DELETE SET NULL,
  actor_end_user_id uuid REFERENCES end_users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  actor_email text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX support_ticket_changes_ticket ON support_ticket_changes (ticket_id, id);

-- The scope's settings are read once per query (an InitPlan), as in migration 024.
ALTER TABLE support_tickets ENABLE ROW LEVEL SECURITY;
ALTER TABLE support_tickets FORCE ROW LEVEL SECURITY;
CREATE POLICY support_tickets_own ON support_tickets
  USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY support_tickets_all ON support_tickets USING ((SELECT app_all_tenants()));

ALTER TABLE support_ticket_replies ENABLE ROW LEVEL SECURITY;
ALTER TABLE support_ticket_replies FORCE ROW LEVEL SECURITY;
CREATE POLICY support_ticket_replies_own ON support_ticket_replies
  USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY support_ticket_replies_all ON support_ticket_replies
  USING ((SELECT app_all_tenants()));

ALTER TABLE support_ticket_changes ENABLE ROW LEVEL SECURITY;
ALTER TABLE support_ticket_changes FORCE ROW LEVEL SECURITY;
CREATE POLICY support_ticket_changes_own ON support_ticket_changes
  USING (tenant_id = (SELECT app_tenant_id()));
CREATE POLICY support_ticket_changes_all ON support_ticket_changes
  USING ((SELECT app_all_tenants()));
