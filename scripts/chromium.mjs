// The browser the e2e journeys and the bench drive, declared once for both. Debian's Chromium:
// a Playwright browser download cannot work on our machines.

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The command that installs the browser on Debian; the package lists may be empty on a new machine. */
export const CHROMIUM_INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/** Where the browser is: CHROMIUM_PATH when set, Debian's package otherwise. */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

export const CHROMIUM_ARGS = [
  // Containers and CI run as root, where Chromium's sandbox cannot start.
  '--no-sandbox',
  // These machines have no GPU.
  '--disable-gpu',
  // Offline machines and repeatable runs: no background, update, sync or QUIC traffic and no
  // first-run screens, so only the page under test makes requests.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
