// The ports the end-to-end journeys start their own product on, and the check that they are
// free: the journeys never run against, or write into, a product that already serves there
// (a developer's `npm start`, `npm run dev` or one remote's dev server).
// `node scripts/e2e-ports.mjs` prints one line and exits 1 when any of them is taken.
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { API_PORT, apps } from './apps.mjs';
import { DEV_PROVIDER_PORT } from './oidc-dev-provider/port.mjs';

export const E2E_PORTS = [...apps.map((app) => app.port), API_PORT, DEV_PROVIDER_PORT];

/** Whether something accepts connections on `host:port`. */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000, () => done(true)); // accepted but silent still holds the port
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false)); // refused, or no such address (IPv6 off)
  });
}

/** The ports of `ports` that something listens on, over IPv4 or IPv6 loopback. */
export async function portsInUse(ports) {
  const taken = await Promise.all(
    ports.map(async (port) => (await answers('127.0.0.1', port)) || answers('::1', port)),
  );
  return ports.filter((_, index) => taken[index]);
}

export function portsTakenMessage(taken) {
  return (
    `The end-to-end journeys start a product of their own on ports ${E2E_PORTS.join(', ')}, ` +
    `but ${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} in use (a running npm start or dev server?): ` +
    'stop it and run them again. They never use a running product or its data.'
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const taken = await portsInUse(E2E_PORTS);
  if (taken.length) {
    console.error(portsTakenMessage(taken));
    process.exit(1);
  }
}
