export { SelfServeProfilePage as default } from '../features/profile/components/self-serve-profile-page';
