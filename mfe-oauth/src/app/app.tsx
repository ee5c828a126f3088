import { StandaloneApp } from '@bizcard/shared/ui';
import { lazy } from 'react';

const OAuthConfigPage = lazy(() => import('../exposed/oauth-config-page'));

/** Standalone dev harness: the exposed page in a router of its own, as the shell routes it. */
export function App() {
  return <StandaloneApp pages={{ '/tenants/oauth': OAuthConfigPage }} />;
}
