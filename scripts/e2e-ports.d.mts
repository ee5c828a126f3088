// Types of e2e-ports.mjs for the TypeScript that imports it (e2e/playwright.config.ts).
export declare const E2E_PORTS: number[];
export declare function portsInUse(ports: number[]): Promise<number[]>;
export declare function portsTakenMessage(taken: number[]): string;
