// The texts of a tenant's details page that more than one of its files show: the Domains
// section (issue 29 item 2, decision 055), where a tenant lists and verifies its email domains.

export const DOMAIN_MESSAGES = {
  title: 'Domains',
  selectTenant: 'Please select a tenant to manage its domains.',
  intro:
    "People whose email is at one of these domains are signed in through this tenant's single sign-on, and a first sign-in makes their card. A domain counts only once verified: publish its TXT record in the domain's DNS, then press Verify.",
  loading: 'Loading domains...',
  empty: 'No domains yet. Add the domain of your email addresses, such as example.com.',
  domainLabel: 'Domain',
  domainHint: 'Your email domain, such as example.com; each subdomain on its own line',
  add: 'Add Domain',
  adding: 'Adding...',
  added: (domain: string) => `${domain} added. Publish its TXT record, then press Verify.`,
  caption: "The tenant's email domains",
  verified: 'Verified',
  notVerified: 'Not verified',
  verify: 'Verify',
  verifying: 'Verifying...',
  verifiedNow: (domain: string) => `${domain} is verified.`,
  notVerifiedNow: (domain: string) => `${domain} is not verified yet.`,
  txtRecord: 'TXT record to publish',
  txtHelp: (domain: string) => `Add a TXT record at ${domain} (host @) with this value:`,
  copy: 'Copy',
  copied: 'TXT record copied',
  lastChecked: (when: string) => `Last checked ${when}`,
  remove: 'Remove',
  removeTitle: 'Remove Domain',
  removed: (domain: string) => `${domain} removed.`,
} as const;

/** How long the copy outcome shows, as the registration link's Copy does (spec §4). */
export const COPY_MESSAGE_MS = 2000;
