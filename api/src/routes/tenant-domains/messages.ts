// What the API answers about a domain check (decision 055): each says what was found in DNS
// and what to do, and is kept as the domain's last error.

export const DNS_MESSAGES = {
  noDomain: (domain: string) =>
    `DNS says ${domain} does not exist (NXDOMAIN). Check the spelling, or publish the TXT record at the domain itself.`,
  noTxt: (domain: string, record: string) =>
    `${domain} has no TXT records yet. Publish a TXT record with the value ${record}; DNS changes can take a while to show.`,
  wrongToken: (domain: string, record: string) =>
    `${domain} has a bizcard-verification record, but not this tenant's. Publish a TXT record with the value ${record}.`,
  noRecord: (domain: string, record: string) =>
    `No TXT record at ${domain} has the value ${record}. Publish it; DNS changes can take a while to show.`,
  timeout: (domain: string) =>
    `The DNS servers did not answer for ${domain} in time. Try again in a moment.`,
  failed: (domain: string, code: string) =>
    `The DNS lookup of ${domain} failed (${code}). Try again in a moment.`,
} as const;
