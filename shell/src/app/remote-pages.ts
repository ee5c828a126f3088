import type { RemotePageProps } from '../remotes/remote-page';

interface RemoteRoute extends RemotePageProps {
  /** Route paths (react-router patterns, no leading slash) that render this page. */
  paths: string[];
}

const page = (remote: string, module: string, title: string, ...paths: string[]) => ({
  remote,
  module,
  title,
  paths,
});

/** Every page the shell renders from a remote: the route table and preloading read it. */
export const REMOTE_PAGES = {
  tenants: page('mfe_tenants', 'TenantsPage', 'Tenants', 'tenants'),
  tenantDetails: page('mfe_tenants', 'TenantDetailsPage', 'Tenant Details', 'tenant/:id'),
  batches: page('mfe_tenants', 'BatchesPage', 'Batches', 'tenants/batches'),
  reports: page('mfe_tenants', 'ReportsPage', 'Reports', 'tenants/reports'),
  logs: page('mfe_tenants', 'LogsPage', 'Logs', 'tenants/logs'),
  tickets: page('mfe_tenants', 'TicketsPage', 'Support Tickets', 'tenants/tickets'),
  adminUsers: page('mfe_users', 'AdminUsersPage', 'Admin Users', 'users'),
  tenantUsers: page('mfe_users', 'TenantUsersPage', 'Tenant Users', 'tenants/users'),
  template: page(
    'mfe_template_designer',
    'TemplateDesignerPage',
    'Business Card Template',
    'tenants/contact',
  ),
  oauth: page('mfe_oauth', 'OAuthConfigPage', 'OAuth Provider Configuration', 'tenants/oauth'),
  selfServeLogin: page(
    'mfe_selfserve',
    'SelfServeLoginPage',
    'Self-Service Login',
    'self-serve-login',
  ),
  selfServeProfile: page(
    'mfe_selfserve',
    'SelfServeProfilePage',
    'Update Your Information',
    'self-serve',
    'self',
  ),
  registration: page(
    'mfe_selfserve',
    'RegistrationPage',
    'Registration',
    'self-serve/register',
    'self-serve-registry',
  ),
  registrationSuccess: page(
    'mfe_selfserve',
    'RegistrationSuccessPage',
    'Registration Complete',
    'registration-success',
  ),
} satisfies Record<string, RemoteRoute>;

export type RemotePageName = keyof typeof REMOTE_PAGES;
