import { Route, Routes } from 'react-router-dom';
import { AuthCallbackPage } from '../features/auth/components/auth-callback-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { RemotePage } from '../remotes/remote-page';
import { HideForClientAdmin } from './guards/hide-for-client-admin';
import { RequireSignedIn } from './guards/require-signed-in';
import { RequireSignedOut } from './guards/require-signed-out';
import { SelfGuard } from './guards/self-guard';
import { MainLayout } from './layout/main-layout';
import { NotFoundPage } from './layout/not-found-page';

const registration = (
  <RemotePage remote="mfe_selfserve" module="RegistrationPage" title="Registration" />
);
const selfServeProfile = (
  <RemotePage
    remote="mfe_selfserve"
    module="SelfServeProfilePage"
    title="Update Your Information"
  />
);

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RequireSignedIn />}>
        <Route element={<MainLayout />}>
          <Route element={<HideForClientAdmin />}>
            <Route index element={<DashboardPage />} />
            <Route
              path="users"
              element={
                <RemotePage remote="mfe_users" module="AdminUsersPage" title="Admin Users" />
              }
            />
            <Route
              path="tenants/batches"
              element={<RemotePage remote="mfe_tenants" module="BatchesPage" title="Batches" />}
            />
            <Route
              path="tenants/contact"
              element={
                <RemotePage
                  remote="mfe_template_designer"
                  module="TemplateDesignerPage"
                  title="Business Card Template"
                />
              }
            />
            <Route
              path="tenants/oauth"
              element={
                <RemotePage
                  remote="mfe_oauth"
                  module="OAuthConfigPage"
                  title="OAuth Provider Configuration"
                />
              }
            />
          </Route>
          <Route
            path="tenants"
            element={<RemotePage remote="mfe_tenants" module="TenantsPage" title="Tenants" />}
          />
          <Route
            path="tenant/:id"
            element={
              <RemotePage remote="mfe_tenants" module="TenantDetailsPage" title="Tenant Details" />
            }
          />
          <Route
            path="tenants/users"
            element={
              <RemotePage remote="mfe_users" module="TenantUsersPage" title="Tenant Users" />
            }
          />
          <Route
            path="tenants/reports"
            element={<RemotePage remote="mfe_tenants" module="ReportsPage" title="Reports" />}
          />
          <Route
            path="tenants/logs"
            element={<RemotePage remote="mfe_tenants" module="LogsPage" title="Logs" />}
          />
          <Route
            path="tenants/tickets"
            element={
              <RemotePage remote="mfe_tenants" module="TicketsPage" title="Support Tickets" />
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>

      <Route element={<RequireSignedOut />}>
        <Route path="login" element={<LoginPage />} />
        <Route path="forgot-password" element={<ResetPasswordPage />} />
        <Route
          path="self-serve-login"
          element={
            <RemotePage
              remote="mfe_selfserve"
              module="SelfServeLoginPage"
              title="Self-Service Login"
            />
          }
        />
        <Route path="self-serve/register" element={registration} />
        <Route path="self-serve-registry" element={registration} />
        <Route
          path="registration-success"
          element={
            <RemotePage
              remote="mfe_selfserve"
              module="RegistrationSuccessPage"
              title="Registration Complete"
            />
          }
        />
      </Route>

      <Route path="auth/callback" element={<AuthCallbackPage />} />
      <Route path="self-serve" element={selfServeProfile} />
      <Route element={<SelfGuard />}>
        <Route path="self" element={selfServeProfile} />
      </Route>
    </Routes>
  );
}
