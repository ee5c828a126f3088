import { Resolver } from 'node:dns/promises';

/** One DNS query's deadline before its one retry: a verification answers within ~5 s. */
export const DNS_TIMEOUT_MS = 2500;

/**
 * DNS_SERVERS: the servers domain verification asks, comma-separated (`192.0.2.53`,
 * `127.0.0.1:5353`, `[2001:db8::53]:53`); empty or unset: the system's own resolver
 * configuration (/etc/resolv.conf). A problem is returned as a sentence, never thrown.
 */
export function dnsServersSetting(
  value: string | undefined,
): { servers: string[] | null } | { problem: string } {
  const servers = (value ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  if (servers.length === 0) return { servers: null };
  try {
    new Resolver().setServers(servers);
  } catch {
    return {
      problem: `DNS_SERVERS must be IP addresses with an optional port, comma-separated, such as 192.0.2.53,127.0.0.1:5353 (got "${value}").`,
    };
  }
  return { servers };
}
