// Types of chromium.mjs for the TypeScript that imports it (e2e/playwright.config.ts).
export declare const DEFAULT_CHROMIUM_PATH: string;
export declare const CHROMIUM_INSTALL_COMMAND: string;
export declare function chromiumPath(env?: Record<string, string | undefined>): string;
export declare const CHROMIUM_ARGS: string[];
