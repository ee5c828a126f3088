export { TenantUsersPage as default } from '../features/tenant-users/components/tenant-users-page';
