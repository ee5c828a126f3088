export { OAuthConfigPage as default } from '../features/oauth-providers/components/oauth-config-page';
