// Types of server.mjs for the TypeScript that imports it (API tests, e2e journeys).
export interface TxtDnsServer {
  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it. */
  address: string;
  port: number;
  setTxt(name: string, records: Array<string | string[]>): void;
  silence(name: string): void;
  remove(name: string): void;
  close(): Promise<void>;
}

export declare function startTxtDnsServer(options?: {
  host?: string;
  port?: number;
}): Promise<TxtDnsServer>;
