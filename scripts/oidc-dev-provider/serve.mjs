// The loopback OpenID Connect provider alone, for the end-to-end journeys (no configuring:
// the journey does that on the OAuth screen). `npm run sso-demo` also configures Initech.
import { DEV_PROVIDER_PORT } from './port.mjs';
import { startDevProvider } from './provider.mjs';

const appUrl = (process.env.PUBLIC_APP_URL || 'http://localhost:8080').replace(/\/+$/, '');
const provider = await startDevProvider({
  port: Number(process.env.SSO_DEMO_PORT || DEV_PROVIDER_PORT),
  redirectUris: [`${appUrl}/api/auth/oidc/callback`],
});
console.log(`OpenID Connect provider: ${provider.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => provider.close().then(() => process.exit(0)));
}
