import { resolveOutboxDir } from './paths';

export interface RateLimitConfig {
  /** Failed sign-ins allowed per email inside the window before answering 429. */
  maxPerEmail: number;
  /** Failed sign-ins allowed per client IP inside the window before answering 429. */
  maxPerIp: number;
  windowMs: number;
}

export interface AppConfig {
  isProduction: boolean;
  publicAppUrl: string;
  allowedOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
  trustProxy: boolean | string;
  rateLimit: RateLimitConfig;
}

const DEV_PORTS = [8080, 8081, 8082, 8083, 8084, 8085];
const DEFAULT_ORIGINS = DEV_PORTS.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export const DEFAULT_RATE_LIMIT: RateLimitConfig = {
  maxPerEmail: 5,
  maxPerIp: 20,
  windowMs: 15 * 60 * 1000,
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

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const publicAppUrl = (env.PUBLIC_APP_URL || 'http://localhost:8080').replace(/\/+$/, '');
  return {
    isProduction: env.NODE_ENV === 'production',
    publicAppUrl,
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS, publicAppUrl),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'BizCard <no-reply@bizcard.local>',
    outboxDir: resolveOutboxDir(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: DEFAULT_RATE_LIMIT,
  };
}

export function isAllowedOrigin(config: AppConfig, origin: string): boolean {
  return config.allowedOrigins.includes(origin);
}
