// Types of provider.mjs for the TypeScript that imports it (API tests, e2e journeys).
export interface DevAccount {
  sub: string;
  password: string;
  claims: Record<string, unknown> & { email: string };
}

export interface DevProvider {
  issuer: string;
  setClaims(sub: string, claims: Record<string, unknown>): void;
  close(): Promise<void>;
}

export declare const DEV_CLIENT: { id: string; secret: string };
export declare const DEV_ACCOUNTS: DevAccount[];
export declare function startDevProvider(options: {
  port?: number;
  host?: string;
  redirectUris: string[];
}): Promise<DevProvider>;
