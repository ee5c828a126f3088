export { ProvisioningPage as default } from '../features/provisioning/components/provisioning-page';
