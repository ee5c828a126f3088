import type { Profile, SAML } from '@node-saml/node-saml';
// The error class alone: node-saml itself loads with the first sign-in (./saml-client).
import { SamlStatusError } from '@node-saml/node-saml/lib/types.js';
import type { Claims } from './directory-claims';
import { CLOCK_SKEW_MS } from './saml-client';
import { SsoFailure } from './sso-failure';

/** An assertion that passed every check: who it vouches for, and what it answers. */
export interface SamlSignIn {
  /** The AuthnRequest it answers: the sign-in attempt this browser started. */
  requestId: string;
  assertionId: string;
  /** Until when the assertion could be presented: its replay record is kept this long. */
  expiresAt: Date;
  /** The NameID: kept as the person's identity-provider member id, as OIDC's `sub` is. */
  subject: string;
  email: string;
  claims: Claims;
}

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailAddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];

type Node = { $?: Record<string, string>; _?: string; [child: string]: unknown };
const children = (node: Node | undefined, name: string) =>
  ((node?.[name] as Node[] | undefined) ?? []) as Node[];

/** What node-saml refused, as one of the failure page's reasons. */
export function samlFailure(error: unknown): SsoFailure {
  if (error instanceof SsoFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof SamlStatusError) return new SsoFailure('denied', message);
  if (/signature|signed data/i.test(message)) return new SsoFailure('saml_unsigned', message);
  if (/audience/i.test(message)) return new SsoFailure('saml_audience', message);
  if (/expired|not yet valid/i.test(message)) return new SsoFailure('saml_expired', message);
  return new SsoFailure('invalid', message);
}

const time = (text: string | undefined) => (text ? Date.parse(text) : Number.NaN);

/** One attribute value as text: the first of several, a number as written. */
const attributeText = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

function claimsOf(profile: Profile): Claims {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [name, attributeText(value)]),
  );
}

function emailOf(profile: Profile, claims: Claims): string {
  if (profile.nameID?.includes('@')) return profile.nameID;
  const found = EMAIL_ATTRIBUTES.map((name) => claims[name]).find(
    (value) => typeof value === 'string' && value.includes('@'),
  );
  return typeof found === 'string' ? found : '';
}

/**
 * Checks a posted SAMLResponse: node-saml checks the assertion's signature against the IdP's
 * certificates, its audience and its Conditions' times; then this checks the issuer, the
 * bearer confirmation's Recipient (our ACS), its NotBefore / NotOnOrAfter and its
 * InResponseTo, which must be present and agree with the Response's.
 */
export async function checkSamlResponse(
  saml: SAML,
  samlResponse: string,
  expected: { acsUrl: string; idpEntityId: string; now: Date },
): Promise<SamlSignIn> {
  const { profile } = await saml
    .validatePostResponseAsync({ SAMLResponse: samlResponse })
    .catch((error: unknown) => {
      throw samlFailure(error);
    });
  if (!profile) throw new SsoFailure('invalid', 'no assertion in the response');
  if (expected.idpEntityId && profile.issuer !== expected.idpEntityId) {
    throw new SsoFailure('invalid', `issuer ${profile.issuer} is not ${expected.idpEntityId}`);
  }
  const assertion = (profile.getAssertion?.() as { Assertion?: Node } | undefined)?.Assertion;
  const assertionId = assertion?.$?.ID;
  if (!assertion || !assertionId) throw new SsoFailure('invalid', 'the assertion has no ID');
  const confirmations = children(children(assertion, 'Subject')[0], 'SubjectConfirmation')
    .filter((confirmation) => confirmation.$?.Method === BEARER)
    .map((confirmation) => children(confirmation, 'SubjectConfirmationData')[0]?.$ ?? {});
  const now = expected.now.getTime();
  const data = confirmations.find((candidate) => candidate.Recipient === expected.acsUrl);
  if (!data) throw new SsoFailure('saml_audience', 'no bearer confirmation for our ACS');
  const notOnOrAfter = time(data.NotOnOrAfter);
  if (!(now - CLOCK_SKEW_MS < notOnOrAfter) || now + CLOCK_SKEW_MS < (time(data.NotBefore) || 0)) {
    throw new SsoFailure('saml_expired', 'the bearer confirmation is out of its time');
  }
  const requestId = data.InResponseTo;
  const responseTo = profile.inResponseTo as string | undefined;
  if (!requestId || (responseTo && responseTo !== requestId)) {
    throw new SsoFailure('saml_request', 'InResponseTo is missing or disagrees');
  }
  const claims = claimsOf(profile);
  const email = emailOf(profile, claims).trim().toLowerCase();
  const conditionsEnd = time(children(assertion, 'Conditions')[0]?.$?.NotOnOrAfter);
  const expiresAt = new Date(Math.max(notOnOrAfter, conditionsEnd || 0) + CLOCK_SKEW_MS);
  return { requestId, assertionId, expiresAt, subject: profile.nameID, email, claims };
}
