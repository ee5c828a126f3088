import { Spinner, ThemeRoot } from '@bizcard/shared/ui';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';

const SelfServeLoginPage = lazy(() => import('../exposed/self-serve-login-page'));
const SelfServeProfilePage = lazy(() => import('../exposed/self-serve-profile-page'));
const RegistrationPage = lazy(() => import('../exposed/registration-page'));
const RegistrationSuccessPage = lazy(() => import('../exposed/registration-success-page'));

// Keeps ?tenant_id=… when `/` (or an unknown path) sends the visitor to the login page.
function ToLogin() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/self-serve-login', search }} replace />;
}

/** The standalone self-serve app end users open on its own port; the shell shows the same pages. */
export function App() {
  return (
    <ThemeRoot>
      <BrowserRouter>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path="/self-serve-login" element={<SelfServeLoginPage />} />
            <Route path="/self-serve" element={<SelfServeProfilePage />} />
            <Route path="/self" element={<SelfServeProfilePage />} />
            <Route path="/self-serve/register" element={<RegistrationPage />} />
            <Route path="/self-serve-registry" element={<RegistrationPage />} />
            <Route path="/registration-success" element={<RegistrationSuccessPage />} />
            <Route path="*" element={<ToLogin />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ThemeRoot>
  );
}
