import { RequireSignedOut, ResetPasswordPage, SelfGuard } from '@bizcard/shared/auth';
import { Route, Routes } from 'react-router-dom';
import { AuthCallbackPage } from '../features/auth/components/auth-callback-page';
import { LoginPage } from '../features/auth/components/login-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { RemotePage } from '../remotes/remote-page';
import { HideForClientAdmin } from './guards/hide-for-client-admin';
import { RequireSignedIn } from './guards/require-signed-in';
import { MainLayout } from './layout/main-layout';
import { NotFoundPage } from './layout/not-found-page';
import { REMOTE_PAGES, type RemotePageName } from './remote-pages';

const remote = (name: RemotePageName) => {
  const { remote: remoteName, module, title } = REMOTE_PAGES[name];
  return <RemotePage remote={remoteName} module={module} title={title} />;
};

const registration = remote('registration');
const selfServeProfile = remote('selfServeProfile');

// Spec §2: signed-in visitors of the signed-out pages go to /.
const toDashboard = () => '/';

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RequireSignedIn />}>
        <Route element={<MainLayout />}>
          <Route element={<HideForClientAdmin />}>
            <Route index element={<DashboardPage />} />
            <Route path="users" element={remote('adminUsers')} />
            <Route path="tenants/batches" element={remote('batches')} />
            <Route path="tenants/contact" element={remote('template')} />
            <Route path="tenants/oauth" element={remote('oauth')} />
          </Route>
          <Route path="tenants" element={remote('tenants')} />
          <Route path="tenant/:id" element={remote('tenantDetails')} />
          <Route path="tenants/users" element={remote('tenantUsers')} />
          <Route path="tenants/reports" element={remote('reports')} />
          <Route path="tenants/logs" element={remote('logs')} />
          <Route path="tenants/tickets" element={remote('tickets')} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>

      <Route element={<RequireSignedOut home={toDashboard} />}>
        <Route path="login" element={<LoginPage />} />
        <Route path="forgot-password" element={<ResetPasswordPage />} />
        <Route path="self-serve-login" element={remote('selfServeLogin')} />
        <Route path="self-serve/register" element={registration} />
        <Route path="self-serve-registry" element={registration} />
        <Route path="registration-success" element={remote('registrationSuccess')} />
      </Route>

      <Route path="auth/callback" element={<AuthCallbackPage />} />
      <Route path="self-serve" element={selfServeProfile} />
      <Route element={<SelfGuard />}>
        <Route path="self" element={selfServeProfile} />
      </Route>
    </Routes>
  );
}
