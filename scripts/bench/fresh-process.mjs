// Runs one bench function in a Node process of its own and resolves with what it returns. The
// API-side benches time HTTP answers (10 MB lists, tens of thousands of requests) from the
// client's side: in the process that has just driven Chromium and Lighthouse, the client's own
// garbage collection showed up in their figures (the 10,000-user list: 108 ms there, 70 ms alone).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const CHILD = `
import { writeFileSync } from 'node:fs';
const [moduleUrl, exportName, resultFile] = process.argv.slice(1);
const run = (await import(moduleUrl))[exportName];
writeFileSync(resultFile, JSON.stringify(await run()));
`;

/** `exportName` of the module at `modulePath`, called with no arguments in a fresh process. */
export function inFreshProcess(modulePath, exportName) {
  const dir = mkdtempSync(join(tmpdir(), 'bizcard-bench-'));
  const resultFile = join(dir, 'result.json');
  const args = [
    '--input-type=module',
    '-e',
    CHILD,
    pathToFileURL(modulePath).href,
    exportName,
    resultFile,
  ];
  const child = spawn(process.execPath, args, { stdio: 'inherit' });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`${exportName} (${modulePath}) exited with ${code}`);
        resolve(JSON.parse(readFileSync(resultFile, 'utf8')));
      } catch (error) {
        reject(error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }),
  );
}
