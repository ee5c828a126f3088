export { AdminUsersPage as default } from '../features/admin-users/components/admin-users-page';
