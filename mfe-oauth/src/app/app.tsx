import { Spinner, ThemeRoot } from '@bizcard/shared/ui';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

const OAuthConfigPage = lazy(() => import('../exposed/oauth-config-page'));

/** Standalone dev harness: the exposed pages in a router of their own, as the shell routes them. */
export function App() {
  return (
    <ThemeRoot>
      <BrowserRouter>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path="/tenants/oauth" element={<OAuthConfigPage />} />
            <Route path="*" element={<Navigate to="/tenants/oauth" replace />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ThemeRoot>
  );
}
