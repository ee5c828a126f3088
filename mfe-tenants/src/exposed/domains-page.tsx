export { DomainsPage as default } from '../features/tenants/components/domains-page';
