import { createPrivateKey, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** What signs Apple Wallet passes (decision 051): a Pass Type ID certificate and its key. */
export interface AppleWalletSettings {
  /** PEM of the Pass Type ID certificate. */
  certificate: string;
  /** PEM of its private key, encrypted when `keyPassphrase` is set. */
  key: string;
  keyPassphrase?: string;
  /** PEM of Apple's WWDR intermediate certificate that issued `certificate`. */
  wwdrCertificate: string;
  passTypeId: string;
  teamId: string;
}

/** What signs Google Wallet save links: the issuer and a service account's key. */
export interface GoogleWalletSettings {
  issuerId: string;
  serviceAccountEmail: string;
  /** PKCS #8 PEM of the service account's RSA key. */
  privateKey: string;
  privateKeyId?: string;
}

/** Settings read from the environment, or the one line saying why the API cannot start. */
export type WalletSetting<T> = { settings: T | null } | { problem: string };

const trimmed = (setting: string | undefined) => setting?.trim() || undefined;

/** A PEM given inline, or the path of a file holding it. */
function pemOrFile(name: string, setting: string): string {
  if (setting.startsWith('-----BEGIN')) return setting.replace(/\\n/g, '\n');
  if (!existsSync(setting)) throw new Error(`${name} is neither a PEM nor a readable file.`);
  return readFileSync(setting, 'utf8');
}

/** All of them, or none (off); some without the others is a mistake that stops the start. */
function allOrNone<N extends string>(
  settings: Record<N, string | undefined>,
): Record<N, string> | null | string {
  const names = Object.keys(settings) as N[];
  const missing = names.filter((name) => !trimmed(settings[name]));
  if (missing.length === names.length) return null;
  if (missing.length > 0)
    return `${missing.join(', ')} must be set too, or none of ${names.join(', ')}.`;
  return Object.fromEntries(names.map((name) => [name, trimmed(settings[name])!])) as Record<
    N,
    string
  >;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** APPLE_PASS_* settings; the certificates and the key are read and checked here, at start. */
export function appleWalletSettings(env: NodeJS.ProcessEnv): WalletSetting<AppleWalletSettings> {
  const set = allOrNone({
    APPLE_PASS_CERT: env.APPLE_PASS_CERT,
    APPLE_PASS_KEY: env.APPLE_PASS_KEY,
    APPLE_WWDR_CERT: env.APPLE_WWDR_CERT,
    APPLE_PASS_TYPE_ID: env.APPLE_PASS_TYPE_ID,
    APPLE_TEAM_ID: env.APPLE_TEAM_ID,
  });
  if (set === null || typeof set === 'string') return set ? { problem: set } : { settings: null };
  const keyPassphrase = env.APPLE_PASS_KEY_PASSPHRASE || undefined;
  try {
    const certificate = pemOrFile('APPLE_PASS_CERT', set.APPLE_PASS_CERT);
    const key = pemOrFile('APPLE_PASS_KEY', set.APPLE_PASS_KEY);
    const wwdrCertificate = pemOrFile('APPLE_WWDR_CERT', set.APPLE_WWDR_CERT);
    new X509Certificate(certificate);
    new X509Certificate(wwdrCertificate);
    createPrivateKey({ key, passphrase: keyPassphrase });
    return {
      settings: {
        certificate,
        key,
        keyPassphrase,
        wwdrCertificate,
        passTypeId: set.APPLE_PASS_TYPE_ID,
        teamId: set.APPLE_TEAM_ID,
      },
    };
  } catch (error) {
    return { problem: `Apple Wallet settings (APPLE_PASS_*): ${reason(error)}` };
  }
}

/** GOOGLE_WALLET_* settings: the service account's JSON key inline or as a file's path. */
export function googleWalletSettings(env: NodeJS.ProcessEnv): WalletSetting<GoogleWalletSettings> {
  const set = allOrNone({
    GOOGLE_WALLET_ISSUER_ID: env.GOOGLE_WALLET_ISSUER_ID,
    GOOGLE_WALLET_SERVICE_ACCOUNT: env.GOOGLE_WALLET_SERVICE_ACCOUNT,
  });
  if (set === null || typeof set === 'string') return set ? { problem: set } : { settings: null };
  try {
    const account = set.GOOGLE_WALLET_SERVICE_ACCOUNT;
    const json = account.startsWith('{') ? account : readFileSync(account, 'utf8');
    const key = JSON.parse(json) as Record<string, unknown>;
    const { client_email: email, private_key: privateKey, private_key_id: keyId } = key;
    if (typeof email !== 'string' || typeof privateKey !== 'string') {
      throw new Error('the service account key needs client_email and private_key.');
    }
    createPrivateKey(privateKey);
    return {
      settings: {
        issuerId: set.GOOGLE_WALLET_ISSUER_ID,
        serviceAccountEmail: email,
        privateKey,
        privateKeyId: typeof keyId === 'string' ? keyId : undefined,
      },
    };
  } catch (error) {
    return { problem: `Google Wallet settings (GOOGLE_WALLET_*): ${reason(error)}` };
  }
}
