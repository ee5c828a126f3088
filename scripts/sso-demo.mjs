// `npm run sso-demo`: the loopback OpenID Connect provider for trying single sign-on locally.
// With the product running (`npm start`), it also configures it for the demo tenant Initech
// through the product's own API, signed in as the demo super admin.
import { configureInitech } from './oidc-dev-provider/demo.mjs';
import { DEV_PROVIDER_PORT } from './oidc-dev-provider/port.mjs';
import { DEV_ACCOUNTS, DEV_CLIENT, startDevProvider } from './oidc-dev-provider/provider.mjs';

const appUrl = (process.env.PUBLIC_APP_URL || 'http://localhost:8080').replace(/\/+$/, '');
const provider = await startDevProvider({
  port: Number(process.env.SSO_DEMO_PORT || DEV_PROVIDER_PORT),
  redirectUris: [`${appUrl}/api/auth/oidc/callback`],
});
console.log(`OpenID Connect provider: ${provider.issuer}`);
console.log(`  client id ${DEV_CLIENT.id}, client secret ${DEV_CLIENT.secret}`);
console.log(await configureInitech(appUrl, provider.issuer));
console.log(`\nSign in with SSO at ${appUrl}/self-serve-login as:`);
for (const account of DEV_ACCOUNTS) {
  console.log(`  ${account.claims.email}  password ${account.password}`);
}
console.log('\nCtrl+C stops the provider.');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => provider.close().then(() => process.exit(0)));
}
