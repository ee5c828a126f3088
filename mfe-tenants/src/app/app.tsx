import { Spinner, ThemeRoot } from '@bizcard/shared/ui';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

const TenantsPage = lazy(() => import('../exposed/tenants-page'));
const TenantDetailsPage = lazy(() => import('../exposed/tenant-details-page'));
const BatchesPage = lazy(() => import('../exposed/batches-page'));
const ReportsPage = lazy(() => import('../exposed/reports-page'));
const LogsPage = lazy(() => import('../exposed/logs-page'));
const TicketsPage = lazy(() => import('../exposed/tickets-page'));

/** Standalone dev harness: the exposed pages in a router of their own, as the shell routes them. */
export function App() {
  return (
    <ThemeRoot>
      <BrowserRouter>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path="/tenants" element={<TenantsPage />} />
            <Route path="/tenant/:id" element={<TenantDetailsPage />} />
            <Route path="/tenants/batches" element={<BatchesPage />} />
            <Route path="/tenants/reports" element={<ReportsPage />} />
            <Route path="/tenants/logs" element={<LogsPage />} />
            <Route path="/tenants/tickets" element={<TicketsPage />} />
            <Route path="*" element={<Navigate to="/tenants" replace />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ThemeRoot>
  );
}
