import { StandaloneApp } from '@bizcard/shared/ui';
import { lazy } from 'react';

const TenantUsersPage = lazy(() => import('../exposed/tenant-users-page'));
const AdminUsersPage = lazy(() => import('../exposed/admin-users-page'));

/** Standalone dev harness: the exposed pages in a router of their own, as the shell routes them. */
export function App() {
  return <StandaloneApp pages={{ '/tenants/users': TenantUsersPage, '/users': AdminUsersPage }} />;
}
