import { SSO_FAILURE_PATH, YOUR_CARD_PATH } from '@bizcard/shared/auth';
import { remotePage } from '@bizcard/shared/contracts';
import { lazy } from 'react';
import { AuthCallbackPage } from '../../features/auth/components/auth-callback-page';
import { LoginPage } from '../../features/auth/components/login-page';
import { SSO_FAILED_TITLE } from '../../features/auth/messages';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { NotFoundPage } from '../layout/not-found-page';
import { ADMINS, END_USERS, SUPER_ADMINS } from './audience';
import type { AppRoute } from './route-types';

const selfServeProfile = remotePage('mfe_selfserve', 'SelfServeProfilePage');
const registration = remotePage('mfe_selfserve', 'RegistrationPage');

// Reached only from a failed single sign-on: loaded then, with the texts of the shared model,
// rather than on the start-up path of every visit.
const SsoFailedPage = lazy(() =>
  import('../../features/auth/components/sso-failed-page').then((module) => ({
    default: module.SsoFailedPage,
  })),
);

// Opened from the sign-in page's link or a reset mail: loaded then, rather than with every
// visit's start-up JavaScript (decision 076).
const ResetPasswordPage = lazy(() =>
  import('@bizcard/shared/auth').then((module) => ({ default: module.ResetPasswordPage })),
);

/**
 * The route table of spec §2, each address once. The <Routes> tree, the side menu and the
 * remote preloading are all derived from it: a new page is a new entry here.
 */
export const ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    title: 'Dashboard',
    guard: 'signed-in',
    // Every tenant's figures for super admins, their own tenant's for client admins (issue 27;
    // spec §2 hid it from client admins while it had nothing to show them).
    seenBy: ADMINS,
    menu: { in: 'top', order: 1 },
    page: DashboardPage,
  },
  {
    path: '/tenants',
    title: 'Tenants',
    guard: 'signed-in',
    seenBy: ADMINS,
    menu: { in: 'top', order: 2, opens: 'tenants' },
    page: remotePage('mfe_tenants', 'TenantsPage'),
  },
  {
    path: '/tenant/:id',
    title: 'Tenant Details',
    guard: 'signed-in',
    seenBy: ADMINS,
    page: remotePage('mfe_tenants', 'TenantDetailsPage'),
  },
  {
    path: '/users',
    title: 'Admin Users',
    guard: 'signed-in',
    seenBy: SUPER_ADMINS,
    menu: { in: 'top', order: 3 },
    page: remotePage('mfe_users', 'AdminUsersPage'),
  },
  {
    path: '/tenants/batches',
    title: 'Batches',
    guard: 'signed-in',
    seenBy: SUPER_ADMINS,
    menu: { in: 'tenants', order: 1 },
    page: remotePage('mfe_tenants', 'BatchesPage'),
  },
  {
    // One batch of the selected tenant: the same remote page, which reads the id from the path.
    path: '/tenants/batches/:batchId',
    title: 'Batch',
    guard: 'signed-in',
    seenBy: SUPER_ADMINS,
    page: remotePage('mfe_tenants', 'BatchesPage'),
  },
  {
    path: '/tenants/users',
    title: 'Tenant Users',
    guard: 'signed-in',
    seenBy: ADMINS,
    menu: { in: 'tenants', order: 2, label: 'Users' },
    page: remotePage('mfe_users', 'TenantUsersPage'),
  },
  {
    path: '/tenants/reports',
    title: 'Reports',
    guard: 'signed-in',
    seenBy: ADMINS,
    menu: { in: 'tenants', order: 3 },
    page: remotePage('mfe_tenants', 'ReportsPage'),
  },
  {
    path: '/tenants/logs',
    title: 'Logs',
    guard: 'signed-in',
    seenBy: ADMINS,
    menu: { in: 'tenants', order: 4 },
    page: remotePage('mfe_tenants', 'LogsPage'),
  },
  {
    path: '/tenants/tickets',
    title: 'Support Tickets',
    guard: 'signed-in',
    seenBy: ADMINS,
    menu: { in: 'tenants', order: 5 },
    page: remotePage('mfe_tenants', 'TicketsPage'),
  },
  {
    // One ticket: the same remote page, which reads the id from the path.
    path: '/tenants/tickets/:ticketId',
    title: 'Support Ticket',
    guard: 'signed-in',
    seenBy: ADMINS,
    page: remotePage('mfe_tenants', 'TicketsPage'),
  },
  {
    // Details card visitors sent to the tenant's card owners (issue 28).
    path: '/tenants/contacts',
    title: 'Contacts',
    guard: 'signed-in',
    seenBy: ADMINS,
    menu: { in: 'tenants', order: 6 },
    page: remotePage('mfe_tenants', 'ContactsPage'),
  },
  {
    path: '/tenants/contact',
    title: 'Business Card Template',
    guard: 'signed-in',
    seenBy: SUPER_ADMINS,
    menu: { in: 'tenants', order: 7, label: 'Contact' },
    page: remotePage('mfe_template_designer', 'TemplateDesignerPage'),
  },
  {
    path: '/tenants/oauth',
    title: 'OAuth Provider Configuration',
    guard: 'signed-in',
    seenBy: SUPER_ADMINS,
    menu: { in: 'tenants', order: 8, label: 'OAuth' },
    page: remotePage('mfe_oauth', 'OAuthConfigPage'),
  },
  {
    // The tenant's SCIM base URL and tokens for its directory (issue 29 item 1).
    path: '/tenants/provisioning',
    title: 'Provisioning',
    guard: 'signed-in',
    seenBy: ADMINS,
    menu: { in: 'tenants', order: 9 },
    page: remotePage('mfe_tenants', 'ProvisioningPage'),
  },
  {
    // The tenant's email domains, verified by DNS, that route its people's sign-on (issue 29).
    path: '/tenants/domains',
    title: 'Domains',
    guard: 'signed-in',
    seenBy: ADMINS,
    menu: { in: 'tenants', order: 10 },
    page: remotePage('mfe_tenants', 'DomainsPage'),
  },
  {
    path: YOUR_CARD_PATH,
    title: 'Your card',
    guard: 'signed-in',
    seenBy: END_USERS,
    page: remotePage('mfe_selfserve', 'YourCardPage'),
  },
  // Spec §2 "any other path": signed in only, inside the admin frame.
  { path: '*', title: 'Page not found', guard: 'signed-in', seenBy: ADMINS, page: NotFoundPage },

  { path: '/login', title: 'Login', guard: 'signed-out', page: LoginPage },
  {
    path: '/forgot-password',
    title: 'Reset Password',
    guard: 'signed-out',
    page: ResetPasswordPage,
  },
  {
    path: '/self-serve-login',
    title: 'Self-Service Login',
    guard: 'signed-out',
    page: remotePage('mfe_selfserve', 'SelfServeLoginPage'),
  },
  { path: '/self-serve/register', title: 'Registration', guard: 'signed-out', page: registration },
  { path: '/self-serve-registry', title: 'Registration', guard: 'signed-out', page: registration },
  {
    path: '/registration-success',
    title: 'Registration Complete',
    guard: 'signed-out',
    page: remotePage('mfe_selfserve', 'RegistrationSuccessPage'),
  },

  { path: '/auth/callback', title: 'Authentication', guard: 'open', page: AuthCallbackPage },
  { path: SSO_FAILURE_PATH, title: SSO_FAILED_TITLE, guard: 'open', page: SsoFailedPage },
  {
    path: '/self-serve',
    title: 'Update Your Information',
    guard: 'self-serve',
    page: selfServeProfile,
  },
  { path: '/self', title: 'Update Your Information', guard: 'self', page: selfServeProfile },
];
