import { HttpError } from '../../errors';
import { HTTPS_ISSUER_REQUIRED, ISSUER_URL_INVALID } from './messages';

/**
 * Refuses a provider URL that is not an http(s) address, parsed as the fetch will parse it
 * (`HTTP://` is http), and a plain-http one in production.
 */
export function checkIssuerUrl(value: string | null | undefined, isProduction: boolean): void {
  if (value === null || value === undefined || value === '') return;
  let protocol: string;
  try {
    protocol = new URL(value).protocol.toLowerCase();
  } catch {
    throw new HttpError(400, ISSUER_URL_INVALID);
  }
  if (protocol !== 'https:' && protocol !== 'http:') throw new HttpError(400, ISSUER_URL_INVALID);
  if (isProduction && protocol !== 'https:') throw new HttpError(400, HTTPS_ISSUER_REQUIRED);
}
