import { DEFAULT_AUDIT_RETENTION_DAYS } from '@bizcard/shared/model';
import { secretsKeyRing } from './auth/secret-box';
import { type MailQueueSettings, mailQueueSettings } from './mail/mail-queue-settings';
import { resolveOutboxDir, resolveSecretsKeyFile } from './paths';
import {
  type AppleWalletSettings,
  appleWalletSettings,
  type GoogleWalletSettings,
  googleWalletSettings,
  type WalletSetting,
} from './routes/cards/wallet/wallet-settings';
import { DNS_TIMEOUT_MS, dnsServersSetting } from './routes/tenant-domains/dns-settings';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from './server-timeouts';

/** Attempts allowed per key inside one window before answering 429 (auth/login-throttle.ts). */
export interface AttemptLimits {
  windowMs: number;
  signInPerEmailAndIp: number;
  signInPerEmail: number;
  signInPerIp: number;
  /** Magic-link and password-reset requests, each kind counted on its own. */
  mailsPerEmail: number;
  mailsPerIp: number;
}

export interface AppConfig {
  isProduction: boolean;
  publicAppUrl: string;
  allowedOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
  /** Retries and retention of the mail queue (MAIL_RETRY_*, MAIL_POLL_MS, decision 062). */
  mailQueue: MailQueueSettings;
  trustProxy: boolean | string;
  attemptLimits: AttemptLimits;
  /** Encrypts secrets stored in the database; required in production. */
  secretsKey: string | null;
  /** Without SECRETS_KEY (outside production): the key generated once and kept here. */
  secretsKeyFile: string;
  /** Audit log entries older than this many days are purged daily (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
  /** Card views, saves and scans are counted (CARD_COUNTING=off turns it off, for the bench). */
  cardCounting: boolean;
  /** How often counted card events are written to the database (CARD_COUNT_FLUSH_MS). */
  cardCountFlushMs: number;
  /** Card visits counted a minute from one address; beyond, they are filtered (decision 020). */
  cardCountsPerAddressPerMinute: number;
  /** Memory for rendered card pages, in MB (CARD_CACHE_MB, default 64; 0 turns it off). */
  cardCacheMb: number;
  /**
   * Sign-on providers may live on loopback or private addresses (SSO_ALLOW_PRIVATE_ISSUERS):
   * on by default outside production, for the loopback demo provider; refused in production.
   */
  ssoAllowPrivateIssuers: boolean;
  /** Header, request and keep-alive deadlines of the API's connections (slow clients). */
  serverTimeouts: ServerTimeouts;
  /** `/api/docs` and its OpenAPI document are served (API_DOCS; on outside production). */
  apiDocs: boolean;
  /** Lets a scraper read `/metrics` from elsewhere than this machine (METRICS_TOKEN). */
  metricsToken: string | null;
  /** How long a stopping process finishes in-flight requests before it exits anyway. */
  shutdownTimeoutMs: number;
  /** Signs 'Add to Apple Wallet' passes (APPLE_PASS_*, decision 051); null: no button. */
  appleWallet: AppleWalletSettings | null;
  /** Signs 'Save to Google Wallet' links (GOOGLE_WALLET_*, decision 051); null: no button. */
  googleWallet: GoogleWalletSettings | null;
  /** DNS servers domain verification asks (DNS_SERVERS); null: the system's (decision 055). */
  dnsServers: string[] | null;
  /** How long one DNS query of a domain verification may take before it is tried again. */
  dnsTimeoutMs: number;
}

const DEV_PORTS = [8080, 8081, 8082, 8083, 8084, 8085];
const DEFAULT_ORIGINS = DEV_PORTS.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  windowMs: 60 * 60 * 1000,
  signInPerEmailAndIp: 10,
  signInPerEmail: 100,
  signInPerIp: 100,
  mailsPerEmail: 5,
  mailsPerIp: 30,
};

function toOrigin(value: string): string | null {
  try {
    return new URL(value.trim()).origin;
  } catch {
    return null;
  }
}

function parseOrigins(list: string | undefined, publicAppUrl: string): string[] {
  const configured = list ? list.split(',') : DEFAULT_ORIGINS;
  // The app's own public address is always a legitimate caller.
  const origins = [...configured, publicAppUrl].map(toOrigin);
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** A setting the API cannot start with; the start prints its message alone and exits 78. */
export class ConfigError extends Error {}

const DEFAULT_CARD_CACHE_MB = 64;

function cardCacheMb(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_CARD_CACHE_MB;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb < 0) {
    throw new ConfigError(
      `CARD_CACHE_MB must be a number of megabytes, 0 or more (got "${value}"; default ${DEFAULT_CARD_CACHE_MB}).`,
    );
  }
  return mb;
}

/** The database's purge_audit_log() refuses less, so the recent record cannot be wiped. */
export const MIN_AUDIT_RETENTION_DAYS = 30;

// A wrong value stops the start rather than fall back: a typo must not keep or drop a year.
function auditRetentionDays(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_AUDIT_RETENTION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < MIN_AUDIT_RETENTION_DAYS) {
    throw new ConfigError(
      `AUDIT_RETENTION_DAYS must be a whole number of days, at least ${MIN_AUDIT_RETENTION_DAYS} (got "${value}"; default ${DEFAULT_AUDIT_RETENTION_DAYS}).`,
    );
  }
  return days;
}

/**
 * How many API processes share the port (API_WORKERS, default 1). Only with PostgreSQL:
 * PGlite's data folder can be opened by one process only.
 */
export function apiWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.API_WORKERS;
  if (value === undefined || value.trim() === '') return 1;
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1) {
    throw new ConfigError(`API_WORKERS must be a whole number, at least 1 (got "${value}").`);
  }
  if (workers > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      `API_WORKERS=${workers} needs DATABASE_URL (PostgreSQL): the embedded PGlite database belongs to one process.`,
    );
  }
  return workers;
}

const SWITCH_VALUES: Record<string, boolean> = { true: true, on: true, false: false, off: false };

function ssoAllowPrivateIssuers(value: string | undefined, isProduction: boolean): boolean {
  if (value === undefined || value.trim() === '') return !isProduction;
  const allowed = SWITCH_VALUES[value.trim().toLowerCase()];
  if (allowed === undefined) {
    throw new ConfigError(
      `SSO_ALLOW_PRIVATE_ISSUERS must be true or false (got "${value}"; default true outside production).`,
    );
  }
  return allowed;
}

function walletSetting<T>(setting: WalletSetting<T>): T | null {
  if ('problem' in setting) throw new ConfigError(setting.problem);
  return setting.settings;
}

function dnsServers(value: string | undefined): string[] | null {
  const setting = dnsServersSetting(value);
  if ('problem' in setting) throw new ConfigError(setting.problem);
  return setting.servers;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const publicAppUrl = (env.PUBLIC_APP_URL || 'http://localhost:8080').replace(/\/+$/, '');
  const isProduction = env.NODE_ENV === 'production';
  return {
    isProduction,
    publicAppUrl,
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS, publicAppUrl),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'BizCard <no-reply@bizcard.local>',
    outboxDir: resolveOutboxDir(env),
    mailQueue: mailQueueSettings(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    attemptLimits: DEFAULT_ATTEMPT_LIMITS,
    secretsKey: env.SECRETS_KEY || null,
    secretsKeyFile: resolveSecretsKeyFile(env),
    auditRetentionDays: auditRetentionDays(env.AUDIT_RETENTION_DAYS),
    cardCounting: env.CARD_COUNTING !== 'off',
    cardCountFlushMs: positiveInteger(env.CARD_COUNT_FLUSH_MS, 2000),
    cardCountsPerAddressPerMinute: positiveInteger(env.CARD_COUNT_ADDRESS_PER_MINUTE, 60),
    cardCacheMb: cardCacheMb(env.CARD_CACHE_MB),
    ssoAllowPrivateIssuers: ssoAllowPrivateIssuers(env.SSO_ALLOW_PRIVATE_ISSUERS, isProduction),
    serverTimeouts: DEFAULT_SERVER_TIMEOUTS,
    apiDocs: apiDocs(env.API_DOCS, isProduction),
    metricsToken: env.METRICS_TOKEN || null,
    shutdownTimeoutMs: positiveInteger(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    appleWallet: walletSetting(appleWalletSettings(env)),
    googleWallet: walletSetting(googleWalletSettings(env)),
    dnsServers: dnsServers(env.DNS_SERVERS),
    dnsTimeoutMs: DNS_TIMEOUT_MS,
  };
}

function apiDocs(value: string | undefined, isProduction: boolean): boolean {
  const setting = (value ?? '').trim().toLowerCase();
  return setting === '' ? !isProduction : setting === 'true' || setting === 'on';
}

const isHttpUrl = (value: string | undefined, protocols: string[]) => {
  try {
    return protocols.includes(new URL(value ?? '').protocol);
  } catch {
    return false;
  }
};

const ssoAllowsPrivate = (value: string | undefined) =>
  SWITCH_VALUES[(value ?? '').trim().toLowerCase()] === true;

/**
 * In production the database must be named: no quiet default folder. Null when it is (or
 * outside production). Shared by the server and the commands that open the database.
 */
export function productionDatabaseProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== 'production' || env.DATABASE_URL || env.DATA_DIR) return null;
  return 'DATABASE_URL (a PostgreSQL server) or DATA_DIR (where the embedded database keeps its data) must be set.';
}

/**
 * What production mode (NODE_ENV=production) needs before it starts, each problem as a line
 * the operator can act on; empty when all is set. Outside production nothing is required.
 */
export function productionConfigProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const database = productionDatabaseProblem(env);
  if (database) problems.push(database);
  if (!isHttpUrl(env.PUBLIC_APP_URL, ['https:'])) {
    problems.push(
      'PUBLIC_APP_URL must be the https:// address people open (it goes into mailed links).',
    );
  }
  if (!isHttpUrl(env.SMTP_URL, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// server: production sends real mail.');
  }
  const keys = secretsKeyRing(env.SECRETS_KEY ?? '');
  if (keys.length === 0 || keys.some((key) => Buffer.byteLength(key) < 32)) {
    problems.push(
      'SECRETS_KEY must hold at least 32 random characters (for example `openssl rand -base64 32`); when rotating, the new key first, then the previous ones, separated by commas.',
    );
  }
  if (ssoAllowsPrivate(env.SSO_ALLOW_PRIVATE_ISSUERS)) {
    problems.push(
      'SSO_ALLOW_PRIVATE_ISSUERS must be off in production: sign-on providers are reached on public addresses only.',
    );
  }
  return problems;
}

export function isAllowedOrigin(config: AppConfig, origin: string): boolean {
  return config.allowedOrigins.includes(origin);
}
