export { TenantDetailsPage as default } from '../features/tenants/components/tenant-details-page';
