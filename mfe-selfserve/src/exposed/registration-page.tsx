export { RegistrationPage as default } from '../features/registration/components/registration-page';
