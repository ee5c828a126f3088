// Verified domains for sign-on (issue 29 item 2, decision 055): the email domains a tenant
// claims, each counted by single sign-on only once a DNS TXT record proves the tenant controls
// it. Constants, messages, the domain normaliser the API and the form share, and the wire
// types inferred from schemas/tenant-domains.ts.
import type * as z from 'zod/mini';
import type {
  tenantDomainDeletedSchema,
  tenantDomainListSchema,
  tenantDomainSchema,
  tenantDomainVerifySchema,
} from '../schemas/tenant-domains';

/** The longest domain name DNS carries (RFC 1035), and the longest label. */
export const DOMAIN_MAX = 253;
export const DOMAIN_LABEL_MAX = 63;
/** Domains one tenant may list. */
export const TENANT_DOMAINS_MAX = 50;

/** The TXT record's value is this prefix followed by the domain's token. */
export const DOMAIN_VERIFICATION_PREFIX = 'bizcard-verification=';
export const domainVerificationRecord = (token: string) => `${DOMAIN_VERIFICATION_PREFIX}${token}`;

export const TENANT_DOMAIN_MESSAGES = {
  required: 'Enter a domain such as example.com',
  notAName: 'Enter the domain only, such as example.com, without https://, @, a path or a port',
  tooLong: `A domain has at most ${DOMAIN_MAX} characters`,
  labelTooLong: `Each part of a domain between dots has at most ${DOMAIN_LABEL_MAX} characters`,
  oneLabel: 'A domain needs at least two parts, such as example.com',
  ipAddress: 'Enter a domain name, not an IP address',
  characters:
    'A domain has letters, digits and hyphens between its dots, and no part starts or ends with a hyphen',
  wildcard: 'Enter one domain without * (each subdomain is listed on its own)',
  notFound: 'Domain not found',
  alreadyListed: 'This tenant already lists this domain',
  tooMany: `A tenant lists at most ${TENANT_DOMAINS_MAX} domains`,
  verifiedElsewhere:
    'This domain is already verified by another tenant. One domain belongs to one tenant: ask the other tenant to remove it first.',
} as const;

export type DomainCheck = { ok: true; domain: string } | { ok: false; message: string };

const FORBIDDEN = /[\s/\\?#@:[\]%]/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The WHATWG URL parser's IDNA mapping: lower-case, `Bücher.example` → `xn--bcher-kva.example`. */
function toAscii(name: string): string | null {
  try {
    const host = new URL(`http://${name}/`).hostname;
    return host || null;
  } catch {
    return null;
  }
}

/**
 * A domain as typed (or as an email's part after `@`) to the one form it is stored and
 * compared in: trimmed, lower-case, punycode (IDNA), no trailing dot; or why it is not one.
 */
export function normalizeDomain(input: string): DomainCheck {
  const fail = (message: string): DomainCheck => ({ ok: false, message });
  const typed = input.trim().replace(/\.$/, '');
  if (!typed) return fail(TENANT_DOMAIN_MESSAGES.required);
  if (typed.includes('*')) return fail(TENANT_DOMAIN_MESSAGES.wildcard);
  if (FORBIDDEN.test(typed)) return fail(TENANT_DOMAIN_MESSAGES.notAName);
  if (typed.length > DOMAIN_MAX * 4) return fail(TENANT_DOMAIN_MESSAGES.tooLong);
  if (typed.split('.').some((label) => label === '')) {
    return fail(TENANT_DOMAIN_MESSAGES.characters);
  }
  const domain = toAscii(typed);
  if (!domain) return fail(TENANT_DOMAIN_MESSAGES.characters);
  if (IPV4.test(domain) || IPV4.test(typed)) return fail(TENANT_DOMAIN_MESSAGES.ipAddress);
  const labels = domain.split('.');
  if (labels.length < 2) return fail(TENANT_DOMAIN_MESSAGES.oneLabel);
  if (domain.length > DOMAIN_MAX) return fail(TENANT_DOMAIN_MESSAGES.tooLong);
  if (labels.some((label) => label.length > DOMAIN_LABEL_MAX)) {
    return fail(TENANT_DOMAIN_MESSAGES.labelTooLong);
  }
  if (!labels.every((label) => LABEL.test(label))) return fail(TENANT_DOMAIN_MESSAGES.characters);
  // A top-level domain is never all digits (RFC 3696 §2): `10.0.0` is no name.
  if (/^\d+$/.test(labels.at(-1)!)) return fail(TENANT_DOMAIN_MESSAGES.ipAddress);
  return { ok: true, domain };
}

/** The normalised domain of an email address, or null when it has none that is valid. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const checked = normalizeDomain(email.slice(at + 1));
  return checked.ok ? checked.domain : null;
}

export type TenantDomain = z.output<typeof tenantDomainSchema>;
export type TenantDomainList = z.output<typeof tenantDomainListSchema>;
export type TenantDomainVerify = z.output<typeof tenantDomainVerifySchema>;
export type TenantDomainDeleted = z.output<typeof tenantDomainDeletedSchema>;
