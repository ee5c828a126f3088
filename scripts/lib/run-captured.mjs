import { spawn } from 'node:child_process';

/**
 * Runs `cmd args` in `cwd` without colours, keeping stdout and stderr together; resolves (never
 * rejects) with its exit code, its output and how many seconds it took.
 * @param {{ cmd: string, args: string[], cwd: string, env?: Record<string, string> }} command
 * @returns {Promise<{ code: number, output: string, seconds: number }>}
 */
export function runCaptured({ cmd, args, cwd, env = {} }) {
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ code: 1, output: String(error), seconds: seconds() }));
    child.on('close', (code) => resolve({ code: code ?? 1, output, seconds: seconds() }));
  });
}
