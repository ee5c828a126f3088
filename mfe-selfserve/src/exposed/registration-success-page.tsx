export { RegistrationSuccessPage as default } from '../features/registration/components/registration-success-page';
