import { Spinner, ThemeRoot } from '@bizcard/shared/ui';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

const TenantUsersPage = lazy(() => import('../exposed/tenant-users-page'));
const AdminUsersPage = lazy(() => import('../exposed/admin-users-page'));

/** Standalone dev harness: the exposed pages in a router of their own, as the shell routes them. */
export function App() {
  return (
    <ThemeRoot>
      <BrowserRouter>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path="/tenants/users" element={<TenantUsersPage />} />
            <Route path="/users" element={<AdminUsersPage />} />
            <Route path="*" element={<Navigate to="/tenants/users" replace />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ThemeRoot>
  );
}
