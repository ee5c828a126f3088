// What the card page benches share: the visitor they pose as and the card they visit.

// A phone browser's user agent, so that every request is counted as a person's visit.
export const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const SUPER_ADMIN = { email: 'super@example.com', password: 'demo-super-pass' };

/** The path of a seeded card, found through the API as the demo super admin. */
export async function seededCardPath(base) {
  const signIn = await fetch(`${base}/api/auth/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SUPER_ADMIN),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const get = async (path) => (await fetch(`${base}${path}`, { headers: { cookie } })).json();
  const tenants = await get('/api/management/tenants');
  const users = await get(`/api/management/users/${(tenants.tenants ?? tenants)[0].id}`);
  return new URL((users.users ?? users)[0].embedded_url).pathname;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const LOAD_CONNECTIONS = 10;

/** `seconds` of card page visits from a phone at 10 connections; any failed answer throws. */
async function loadCard(url, seconds) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url,
    connections: LOAD_CONNECTIONS,
    duration: seconds,
    headers: { 'user-agent': PHONE_BROWSER },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`card page: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

/**
 * Two card APIs, 'off' and 'on', run side by side and take turns under load (off, on, off,
 * on, …), so a change in the machine's load weighs on both alike; each figure is the median
 * req/s of its rounds. `start(port, on)` answers `{ url, stop }` for a warmed-up card.
 */
export async function offOnRounds({ port, rounds, seconds, start }) {
  const started = {};
  try {
    for (const [mode, on, at] of [
      ['off', false, port],
      ['on', true, port + 1],
    ]) {
      started[mode] = await start(at, on);
      await loadCard(started[mode].url, 2);
    }
    const taken = { off: [], on: [] };
    for (let round = 0; round < rounds; round++) {
      for (const mode of ['off', 'on']) {
        taken[mode].push(Math.round((await loadCard(started[mode].url, seconds)).requests.average));
      }
    }
    const figures = { off: median(taken.off), on: median(taken.on) };
    return {
      date: new Date().toISOString(),
      seconds,
      connections: LOAD_CONNECTIONS,
      rounds: taken,
      ...figures,
      ratio: Math.round((figures.on / figures.off) * 100) / 100,
    };
  } finally {
    for (const api of Object.values(started).reverse()) await api.stop();
  }
}
