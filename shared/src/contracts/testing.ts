// @bizcard/shared/contracts/testing: for the remotes' contract tests only (reads files; never
// part of a browser build).
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Exposes = Record<string, string>;

/**
 * The `exposes` of a remote's webpack.config.js, exactly as the file writes them. The file only
 * calls the shared createConfig with its options, so it is run with a createConfig that hands
 * those options back instead of building a webpack config.
 */
export function exposesOf(remoteDir: string): Exposes {
  const configFile = path.join(remoteDir, 'webpack.config.js');
  const module: { exports?: { exposes?: Exposes } } = {};
  const requireCreateConfig = () => (options: { exposes?: Exposes }) => options;
  const runConfig = new Function(
    'require',
    'module',
    '__dirname',
    readFileSync(configFile, 'utf8'),
  );
  runConfig(requireCreateConfig, module, remoteDir);
  return module.exports?.exposes ?? {};
}
