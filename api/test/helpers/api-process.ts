import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API as `npm start` runs it: a process of its own, on a free loopback port. */
export interface ApiProcess {
  base: string;
  child: ChildProcess;
  /** SIGKILL: the process gets no chance to finish anything. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startApiProcess(env: NodeJS.ProcessEnv, port?: number): Promise<ApiProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(listenPort), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${listenPort}`;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    if (attempt > 240) throw new Error('the API did not start within 60 s');
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await sleep(250);
  }
  return { base, child, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
