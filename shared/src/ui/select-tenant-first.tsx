import { Link } from 'react-router-dom';
import { EmptyState, PageHeader, PageTitle } from './layout';

interface SelectTenantFirstProps {
  title: string;
  /** The screen's own words for it (spec §2), e.g. 'Please select a tenant to …'. */
  message: string;
}

/** A tenant's screen opened with no tenant selected: its title, why it is empty, and the way on. */
export function SelectTenantFirst({ title, message }: SelectTenantFirstProps) {
  return (
    <>
      <PageHeader>
        <PageTitle>{title}</PageTitle>
      </PageHeader>
      <EmptyState>
        {message} <Link to="/tenants">Go to Tenants</Link>
      </EmptyState>
    </>
  );
}
