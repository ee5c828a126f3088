// Types of start-pgbouncer.mjs for the TypeScript that imports it (api/test/db/pgbouncer.test.ts).
export declare const PGBOUNCER: string;
export declare function pgBouncerProblem(): string | null;
export interface PgBouncer {
  port: number;
  urlFor(url: string): string;
  log(): string;
  stop(): Promise<void>;
}
export declare function startPgBouncer(options: {
  serverUrl: string;
  poolSize?: number;
  maxClientConn?: number;
}): Promise<PgBouncer>;
