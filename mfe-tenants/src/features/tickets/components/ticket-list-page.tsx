import { ticketPagePath } from '@bizcard/shared/model';
import { isClientAdmin, isSuperAdmin } from '@bizcard/shared/roles';
import { useSelectedTenantStore, useSessionStore } from '@bizcard/shared/stores';
import { Button, Muted, PageHeader, PageTitle, SelectTenantFirst } from '@bizcard/shared/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, NEW_TICKET, PAGE_TITLE } from '../messages';
import { NewTicketModal } from './new-ticket-modal';
import { TicketsView } from './tickets-view';

/**
 * /tenants/tickets: a client admin's own tenant's tickets; a super admin's of the tenant
 * selected in the side menu, or every tenant's (with a Tenant column) with none selected, as
 * Logs does. New Ticket opens one for the tenant in view and then shows it.
 */
export function TicketListPage() {
  const user = useSessionStore((state) => state.user);
  const selected = useSelectedTenantStore((state) => state.selectedTenant);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const global = isSuperAdmin(user?.role) && !selected;
  const tenantId = isClientAdmin(user?.role) ? (user?.tenant_id ?? undefined) : selected?.id;

  if (!global && !tenantId) {
    return <SelectTenantFirst title={PAGE_TITLE} message={MESSAGES.selectTenant} />;
  }
  const tenant = selected && selected.id === tenantId ? selected : null;
  return (
    <>
      <PageHeader>
        <div>
          <PageTitle>{PAGE_TITLE}</PageTitle>
          <Muted>{global ? MESSAGES.allTenants : tenant?.name}</Muted>
        </div>
        {tenant && <Button onClick={() => setCreating(true)}>{NEW_TICKET.title}</Button>}
      </PageHeader>
      <TicketsView key={tenantId ?? 'all'} tenantId={tenantId} />
      {creating && tenant && (
        <NewTicketModal
          tenant={tenant}
          onClose={() => setCreating(false)}
          onCreated={(ticket) => navigate(ticketPagePath(ticket.id))}
        />
      )}
    </>
  );
}
