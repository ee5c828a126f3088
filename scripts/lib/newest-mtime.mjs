import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The newest modification time (ms) of a file, or of a folder and everything in it (a
 * folder's own time counts: removing a file changes it); 0 when it does not exist.
 */
export function newestMtime(target) {
  let info;
  try {
    info = statSync(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    info.mtimeMs,
  );
}
