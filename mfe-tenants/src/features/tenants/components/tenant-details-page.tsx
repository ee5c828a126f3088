import { Button, PageHeader, PageTitle } from '@bizcard/shared/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { useTenantDetails } from '../hooks/use-tenant-details';
import { TenantDetailsBody } from './tenant-details-body';

export function TenantDetailsPage() {
  const { id = '' } = useParams();
  const details = useTenantDetails(id);
  const navigate = useNavigate();
  const title = details.status === 'loaded' ? details.tenant.name : 'Tenant Details';

  return (
    <>
      <PageHeader>
        <PageTitle>{title}</PageTitle>
        <Button $variant="secondary" onClick={() => navigate('/tenants')}>
          <span aria-hidden="true">←</span> Back
        </Button>
      </PageHeader>
      <TenantDetailsBody details={details} />
    </>
  );
}
