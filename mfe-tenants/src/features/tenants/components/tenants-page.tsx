import type { Tenant } from '@bizcard/shared/model';
import { isSuperAdmin } from '@bizcard/shared/roles';
import { useSelectedTenantStore, useSessionStore } from '@bizcard/shared/stores';
import {
  Banner,
  Button,
  EmptyState,
  PageHeader,
  PageTitle,
  Spinner,
  Toast,
  useTimedMessage,
} from '@bizcard/shared/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { TENANT_PAGE_SIZE, useTenantList } from '../hooks/use-tenant-list';
import { TenantCard } from './tenant-card';
import { TenantPaging } from './tenant-paging';
import { TenantSearch } from './tenant-search';

// The form and its validation rules load only when someone opens it.
const NewTenantModal = lazy(() =>
  import('./new-tenant-modal').then((module) => ({ default: module.NewTenantModal })),
);

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

export function TenantsPage() {
  const role = useSessionStore((state) => state.user?.role);
  const selectedId = useSelectedTenantStore((state) => state.selectedTenant?.id);
  const selectTenant = useSelectedTenantStore((state) => state.selectTenant);
  const tenants = useTenantList();
  const { addTenant, searchFor } = tenants;
  const [creating, setCreating] = useState(false);
  const [toast, showToast] = useTimedMessage(3000);
  const navigate = useNavigate();
  const superAdmin = isSuperAdmin(role);

  const openDetails = useCallback((tenant: Tenant) => navigate(`/tenant/${tenant.id}`), [navigate]);
  const closeModal = useCallback(() => setCreating(false), []);
  const onCreated = useCallback(
    (tenant: Tenant) => {
      addTenant(tenant);
      setCreating(false);
      showToast('Tenant created successfully!');
    },
    [addTenant, showToast],
  );

  return (
    <>
      <PageHeader>
        <PageTitle>Tenants</PageTitle>
        {superAdmin && <Button onClick={() => setCreating(true)}>New Tenant</Button>}
      </PageHeader>

      {superAdmin && <TenantSearch onSearch={searchFor} />}
      {tenants.status === 'error' && <Banner tone="error">API Error: {tenants.message}</Banner>}
      {tenants.status === 'loading' && <Spinner label="Loading tenants..." />}
      {tenants.status === 'ready' &&
        (tenants.data.tenants.length > 0 ? (
          <>
            <Grid>
              {tenants.data.tenants.map((tenant) => (
                <li key={tenant.id}>
                  <TenantCard
                    tenant={tenant}
                    selected={tenant.id === selectedId}
                    onSelect={selectTenant}
                    onDetails={superAdmin ? openDetails : undefined}
                  />
                </li>
              ))}
            </Grid>
            <TenantPaging
              pageNumber={tenants.pageNumber}
              pageSize={TENANT_PAGE_SIZE}
              shown={tenants.data.tenants.length}
              total={tenants.data.total}
              onPrevious={tenants.previousPage}
              onNext={tenants.nextPage}
            />
          </>
        ) : (
          <EmptyState>No tenants found</EmptyState>
        ))}

      {creating && (
        <Suspense fallback={null}>
          <NewTenantModal onClose={closeModal} onCreated={onCreated} />
        </Suspense>
      )}
      <Toast message={toast} />
    </>
  );
}
