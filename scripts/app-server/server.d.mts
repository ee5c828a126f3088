// Types of server.mjs for the TypeScript that imports it (API tests through the app server).
import type { FastifyInstance } from 'fastify';

export declare function serveApp(options: {
  dir: string;
  port: number;
  apiUrl: string;
  host?: string;
  deployed?: {
    appDeployDir: string;
    remotesFile?: string;
    devRemotes?: Record<string, string>;
  };
}): Promise<FastifyInstance>;
export declare function closeServer(app: FastifyInstance): Promise<void>;
