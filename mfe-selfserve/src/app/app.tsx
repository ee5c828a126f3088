import { StandaloneApp } from '@bizcard/shared/ui';
import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

const SelfServeProfilePage = lazy(() => import('../exposed/self-serve-profile-page'));
const RegistrationPage = lazy(() => import('../exposed/registration-page'));

const pages = {
  '/self-serve-login': lazy(() => import('../exposed/self-serve-login-page')),
  '/self-serve': SelfServeProfilePage,
  '/self': SelfServeProfilePage,
  '/self-serve/register': RegistrationPage,
  '/self-serve-registry': RegistrationPage,
  '/registration-success': lazy(() => import('../exposed/registration-success-page')),
};

// Keeps ?tenant_id=… when `/` (or an unknown path) sends the visitor to the login page.
function ToLogin() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/self-serve-login', search }} replace />;
}

/** The standalone self-serve app end users open on its own port; the shell shows the same pages. */
export function App() {
  return <StandaloneApp pages={pages} fallback={<ToLogin />} />;
}
