export declare const E2E_DNS_PORT: number;
export declare const E2E_DNS_SERVER: string;
