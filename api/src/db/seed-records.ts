import { createHash } from 'node:crypto';
import type { EndUserFields } from '@bizcard/shared/model';
import {
  DEMO_END_USER,
  type DemoTenantProfile,
  JOBS,
  type PersonName,
  STREETS,
} from './seed-people';

/** The columns a seeded end user has besides the registry's fields. */
interface SeedOnlyColumns {
  tenant_id: string;
  card_slug: string;
  stytch_member_id: string | null;
  password_hash: string | null;
  registered_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A demo end user: every field of the registry (its type says so), and the seed's own columns. */
export type EndUserRecord = EndUserFields & SeedOnlyColumns;

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_EPOCH = Date.UTC(2025, 0, 6, 15, 0, 0);
const TENANT_OFFSET_DAYS = { acme: 0, globex: 41, initech: 63 } as const;

const digest = (value: string) => createHash('sha256').update(value).digest();
const pad2 = (value: number) => String(value % 100).padStart(2, '0');
const handle = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');

/** Deterministic stand-in for a random url-safe card slug. */
export const demoCardSlug = (key: string) =>
  digest(`card:${key}`).toString('base64url').slice(0, 12);

/** Deterministic id in the shape of the identity provider's member ids. */
export function demoMemberId(key: string): string {
  const hex = digest(`member:${key}`).toString('hex');
  const parts = [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ];
  return `member-live-${parts.join('-')}`;
}

export const demoTimestamp = (days: number, minutes = 0) =>
  new Date(SEED_EPOCH + days * DAY_MS + minutes * 60_000).toISOString();

/** Stored as every write stores numbers: E.164 (docs/decisions/034). */
function phone(area: string, n: number) {
  return `+1${area}55501${pad2(n)}`;
}

function socialLinks(first: string, last: string, i: number) {
  return {
    facebook: i % 3 === 0 ? `https://www.facebook.com/${first}.${last}` : null,
    instagram: i % 4 === 1 ? `https://www.instagram.com/${first}${last}` : null,
    x_twitter: i % 5 === 2 ? `https://x.com/${first}_${last}` : null,
    youtube: i % 9 === 4 ? `https://www.youtube.com/@${first}${last}` : null,
    reddit: i % 11 === 6 ? `https://www.reddit.com/user/${first}_${last}` : null,
  };
}

function addresses(profile: DemoTenantProfile, i: number) {
  const [city, zipCode] = profile.homes[i % profile.homes.length] ?? [
    profile.office.city,
    profile.office.zipCode,
  ];
  const street = `${120 + ((i * 37) % 880)} ${STREETS[(i * 3) % STREETS.length]}`;
  const { state } = profile.office;
  return [
    { type: 'home', street, city, state, zipCode, country: 'USA' },
    { type: 'office', ...profile.office, country: 'USA' },
  ];
}

/** Globex is the self-serve demo: its first person signs in; the next two have registered. */
function registration(profile: DemoTenantProfile, i: number, email: string, userHash: string) {
  const registered = profile.key === 'initech' || (profile.key === 'globex' && i < 3);
  return {
    stytch_member_id: registered ? demoMemberId(`${profile.key}:${email}`) : null,
    password_hash: email === DEMO_END_USER.email ? userHash : null,
    registered_at: registered ? demoTimestamp(TENANT_OFFSET_DAYS[profile.key] + i, 90) : null,
  };
}

function endUserRecord(
  profile: DemoTenantProfile,
  tenantId: string,
  person: PersonName,
  i: number,
  userHash: string,
): EndUserRecord {
  const [firstName, lastName, pronouns] = person;
  const [first, last] = [handle(firstName), handle(lastName)];
  const [title, department, accreditations] =
    JOBS[(i * 4 + profile.key.length) % JOBS.length] ?? JOBS[0]!;
  const email =
    profile.key === 'globex' && i === 0
      ? DEMO_END_USER.email
      : `${first}.${last}@${profile.domain}`;
  const createdDays = TENANT_OFFSET_DAYS[profile.key] + i * 1.5;
  return {
    tenant_id: tenantId,
    first_name: firstName,
    last_name: lastName,
    email,
    role: i === 7 ? 'Admin' : /Manager|Director|Controller/.test(title) ? 'Manager' : 'User',
    pronouns,
    phone_work: phone(profile.areaCode, i + 10),
    phone_direct: i % 4 === 3 ? null : phone(profile.areaCode, i * 3 + 47),
    phone_cell: phone(profile.cellAreaCode, i * 7 + 21),
    title,
    company: profile.name,
    department,
    accreditations,
    website: `https://www.${profile.domain}/team/${first}-${last}`,
    linkedin: `https://www.linkedin.com/in/${first}-${last}-${profile.key}`,
    ...socialLinks(first, last, i),
    addresses: addresses(profile, i),
    active: true,
    card_slug: demoCardSlug(`${profile.key}:${email}`),
    ...registration(profile, i, email, userHash),
    created_at: demoTimestamp(createdDays, (i * 37) % 600),
    updated_at: demoTimestamp(createdDays + ((i * 5) % 21), (i * 53) % 600),
  };
}

export function endUserRecords(
  profile: DemoTenantProfile,
  tenantId: string,
  userHash: string,
): EndUserRecord[] {
  return profile.people.map((person, i) => endUserRecord(profile, tenantId, person, i, userHash));
}
