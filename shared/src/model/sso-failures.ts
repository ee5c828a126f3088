// How each failed single sign-on is explained on the failure page (decision 018).
import { CARD_DEACTIVATED } from '../auth/sign-in-messages';

/** Why a sign-in through a provider failed: the failure page explains each. */
export const SSO_FAILURES = {
  state: {
    title: 'This sign-in could not be verified',
    message:
      'The answer from your organisation did not match the sign-in this browser started (it may have been altered, or started in another tab). Nothing was changed.',
  },
  expired: {
    title: 'This sign-in expired',
    message: 'The sign-in took too long or was already used. Please start again.',
  },
  denied: {
    title: 'Your organisation did not sign you in',
    message: 'The sign-in was cancelled or refused at your organisation.',
  },
  invalid: {
    title: 'The answer from your organisation was not valid',
    message:
      'Its token did not pass our checks (issuer, audience, signature or nonce). Nothing was changed. If this keeps happening, tell your administrator.',
  },
  unreachable: {
    title: 'Your organisation could not be reached',
    message: 'Its sign-in service did not answer. Please try again in a moment.',
  },
  no_email: {
    title: 'No email address came with the sign-in',
    message: 'Your organisation did not share your email address, so we cannot tell who you are.',
  },
  not_admin: {
    title: 'No admin account matches',
    message:
      'You signed in at your organisation, but no admin account of this organisation has your email address. Ask a super admin to add you.',
  },
  unverified_domain: {
    title: 'Your email domain is not verified',
    message:
      'You signed in at your organisation, but the domain of your email address is not one it has verified with us, so no card can be made for you. Ask your administrator to verify the domain.',
  },
  deactivated: {
    title: 'Your card has been deactivated',
    message: CARD_DEACTIVATED,
  },
  not_configured: {
    title: 'Single sign-on is not set up',
    message: 'This organisation has no single sign-on configured any more.',
  },
  // SAML 2.0 (decision 057): each check an assertion failed.
  saml_unsigned: {
    title: 'The answer from your organisation was not signed',
    message:
      "Its assertion did not carry a valid signature from your organisation's certificate, so it cannot be trusted. Nothing was changed. If this keeps happening, tell your administrator.",
  },
  saml_audience: {
    title: 'This sign-in was meant for another service',
    message:
      'The assertion names another audience or address than this sign-in service. Nothing was changed. Your administrator may need to check the SAML application settings.',
  },
  saml_expired: {
    title: 'This sign-in is out of date',
    message:
      "The assertion's validity period has ended (or not begun yet). Please start again; if this keeps happening, a clock may be wrong.",
  },
  saml_replayed: {
    title: 'This sign-in was already used',
    message:
      'The same assertion arrived a second time. Each one signs in once only. Please start again.',
  },
  saml_request: {
    title: 'This sign-in was not started here',
    message:
      'The answer does not belong to a sign-in this browser started, or that sign-in expired. Please start again from the sign-in page.',
  },
} as const;
export type SsoFailureReason = keyof typeof SSO_FAILURES;
