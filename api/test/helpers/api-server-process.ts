// The API as a real child process (api/src/server.ts), for tests of processes and workers.
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  return spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    env: { ...base, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A free port in 4600–4699, the range kept for tests and benches. */
export async function freeTestPort(): Promise<number> {
  const first = 4600 + Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 4600 + ((first - 4600 + i) % 100);
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 4600–4699');
}

/**
 * A GET on a connection of its own, so that each one may reach another worker; status 0
 * when nothing answered within 2 s.
 */
export function getOnNewConnection(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 2000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ status: 0, body: '' }));
  });
}

/** The status of a health check on a connection of its own. */
export const healthOnNewConnection = async (base: string): Promise<number> =>
  (await getOnNewConnection(`${base}/api/health`)).status;
