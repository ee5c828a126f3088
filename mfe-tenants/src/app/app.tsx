import { StandaloneApp } from '@bizcard/shared/ui';
import { lazy } from 'react';

const pages = {
  '/tenants': lazy(() => import('../exposed/tenants-page')),
  '/tenant/:id': lazy(() => import('../exposed/tenant-details-page')),
  '/tenants/batches': lazy(() => import('../exposed/batches-page')),
  '/tenants/batches/:batchId': lazy(() => import('../exposed/batches-page')),
  '/tenants/reports': lazy(() => import('../exposed/reports-page')),
  '/tenants/logs': lazy(() => import('../exposed/logs-page')),
  '/tenants/tickets': lazy(() => import('../exposed/tickets-page')),
  '/tenants/tickets/:ticketId': lazy(() => import('../exposed/tickets-page')),
  '/tenants/contacts': lazy(() => import('../exposed/contacts-page')),
  '/tenants/provisioning': lazy(() => import('../exposed/provisioning-page')),
};

/** Standalone dev harness: the exposed pages in a router of their own, as the shell routes them. */
export function App() {
  return <StandaloneApp pages={pages} />;
}
