import type { Tenant } from '@bizcard/shared/model';
import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { Muted, PageHeader, PageTitle, SelectTenantFirst } from '@bizcard/shared/ui';
import type { ReactNode } from 'react';

interface SelectedTenantPageProps {
  title: string;
  /** The screen's words for opening it with no tenant selected. */
  selectTenant: string;
  /** The screen's content for the tenant, remade from scratch when another is selected. */
  children: (tenant: Tenant) => ReactNode;
}

/**
 * A screen about the selected tenant: its title with the tenant's name under it, or the way to
 * Tenants when none is selected (client admins have their own tenant selected for them).
 */
export function SelectedTenantPage({ title, selectTenant, children }: SelectedTenantPageProps) {
  const tenant = useSelectedTenantStore((state) => state.selectedTenant);
  if (!tenant) return <SelectTenantFirst title={title} message={selectTenant} />;
  return (
    <>
      <PageHeader>
        <div>
          <PageTitle>{title}</PageTitle>
          <Muted>{tenant.name}</Muted>
        </div>
      </PageHeader>
      {children(tenant)}
    </>
  );
}
