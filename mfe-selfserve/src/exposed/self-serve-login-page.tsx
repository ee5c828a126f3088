export { SelfServeLoginPage as default } from '../features/login/components/self-serve-login-page';
