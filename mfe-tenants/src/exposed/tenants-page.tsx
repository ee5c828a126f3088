export { TenantsPage as default } from '../features/tenants/components/tenants-page';
