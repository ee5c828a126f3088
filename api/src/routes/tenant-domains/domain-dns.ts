import { Resolver } from 'node:dns/promises';
import { DOMAIN_VERIFICATION_PREFIX, domainVerificationRecord } from '@bizcard/shared/model';
import { DNS_MESSAGES } from './messages';

export interface DnsSettings {
  /** Servers to ask; null: the system's resolver configuration. */
  servers: string[] | null;
  /** One query's deadline; it is tried twice. */
  timeoutMs: number;
}

export type DomainCheckResult = { verified: true } | { verified: false; error: string };

/** The resolver's error code (`ENOTFOUND`, `ENODATA`, `ETIMEOUT`…), or the error's name. */
const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'EUNKNOWN';
};

/** Why a lookup that threw verified nothing, as the domain's last error. */
function lookupFailure(domain: string, record: string, error: unknown): string {
  const code = codeOf(error);
  if (code === 'ENOTFOUND') return DNS_MESSAGES.noDomain(domain);
  if (code === 'ENODATA') return DNS_MESSAGES.noTxt(domain, record);
  if (code === 'ETIMEOUT') return DNS_MESSAGES.timeout(domain);
  return DNS_MESSAGES.failed(domain, code);
}

/**
 * Looks up the domain's TXT records through node's resolver (c-ares: the servers of
 * DNS_SERVERS, else the system's) and looks for `bizcard-verification=<token>`. A record
 * split into several strings counts as their concatenation (RFC 7208 §3.3 does the same).
 */
export async function checkDomainRecord(
  domain: string,
  token: string,
  settings: DnsSettings,
): Promise<DomainCheckResult> {
  const record = domainVerificationRecord(token);
  const resolver = new Resolver({ timeout: settings.timeoutMs, tries: 2 });
  if (settings.servers) resolver.setServers(settings.servers);
  let records: string[];
  try {
    records = (await resolver.resolveTxt(domain)).map((chunks) => chunks.join('').trim());
  } catch (error) {
    return { verified: false, error: lookupFailure(domain, record, error) };
  }
  if (records.includes(record)) return { verified: true };
  if (records.length === 0) return { verified: false, error: DNS_MESSAGES.noTxt(domain, record) };
  const ours = records.some((text) => text.startsWith(DOMAIN_VERIFICATION_PREFIX));
  return {
    verified: false,
    error: ours ? DNS_MESSAGES.wrongToken(domain, record) : DNS_MESSAGES.noRecord(domain, record),
  };
}
