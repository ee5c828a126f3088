// What `npm start` prints once everything listens: where the product is, what it serves from,
// which remotes are expected on a dev server (DEV_REMOTES), the API and the demo accounts.
import { API_URL, apps } from './apps.mjs';

const DEMO_ACCOUNTS = `
Demo accounts
  super@example.com   / demo-super-pass    super admin
  client@example.com  / demo-client-pass   client admin
  user@example.com    / demo-user-pass     self-serve end user (Globex)
`;

/**
 * @param {{ plan: ReturnType<typeof import('./deploy/serving.mjs').servingPlan>,
 *   isProduction?: boolean, apiUrl?: string }} options
 */
export function startBanner({ plan, isProduction = false, apiUrl = API_URL }) {
  const remotes = apps.filter((app) => !app.host);
  const served = remotes.filter((app) => !plan.isLeftToDevServer(app));
  const onDevServer = remotes.filter((app) => plan.isLeftToDevServer(app));
  const source = plan.deployMode
    ? `\n  serving from        ${plan.root} (npm run deployments)`
    : '';
  const devLines = onDevServer
    .map(
      (app) =>
        `\n  dev server          ${app.name} expected on :${app.port}, not served here (start it: npm run dev -w ${app.name})`,
    )
    .join('');
  return `
BizCard Dashboard is running: http://localhost:8080${source}
  self-serve portal   http://localhost:8085/self-serve-login
  remotes             ${served.map((app) => `${app.name} :${app.port}`).join(', ')}${devLines}
  API                 ${apiUrl}${isProduction ? ' (production mode)' : ''}
${isProduction ? '' : DEMO_ACCOUNTS}
Ctrl+C stops everything.`;
}
