// The app's root module bundled for Node with the app's own webpack settings: module order,
// skipped re-exports and defined constants as in the browser bundle, so styled-components
// numbers the components as it does in the browser. Used for pages built without module
// federation (the shell's, the standalone self-serve app's), whose webpack settings decide that order.
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

const require = createRequire(import.meta.url);

// What only the browser build writes: its HTML, public/ copies and the build stamp.
const BROWSER_ONLY_PLUGINS = new Set([
  'HtmlWebpackPlugin',
  'PublicFolderPlugin',
  'BuildStampPlugin',
]);
// Rendered by the Node copies the render script uses (one React, one styled-components).
const NODE_PACKAGES = [/^react(-dom)?(\/.*)?$/, /^styled-components$/];

const writesPage = (config) =>
  config.plugins.some((plugin) => plugin?.constructor?.name === 'HtmlWebpackPlugin');

/**
 * The production webpack configuration of the app's page (the one that writes index.html), as
 * scripts/build.mjs builds it: a remote with a page of its own builds it apart.
 */
export function browserConfig(dir) {
  const exported = require(path.join(dir, 'webpack.config.js'));
  const built = typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported;
  return [built].flat().find(writesPage);
}

export const usesModuleFederation = (config) =>
  config.plugins.some((plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin');

function nodeConfig(config, rootModule, outDir) {
  return {
    ...config,
    name: `${config.name}-prerender`,
    dependencies: undefined,
    target: 'node',
    entry: { root: rootModule },
    output: {
      path: outDir,
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: NODE_PACKAGES,
    externalsType: 'commonjs',
    plugins: config.plugins.filter(
      (plugin) => plugin && !BROWSER_ONLY_PLUGINS.has(plugin.constructor.name),
    ),
    optimization: { ...config.optimization, minimize: false },
    devServer: undefined,
  };
}

/** Bundles `rootModule` into `outDir`/root.cjs; resolves with that file. */
export function bundleForNode(config, rootModule, outDir) {
  return new Promise((resolve, reject) => {
    webpack(nodeConfig(config, rootModule, outDir), (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(path.join(outDir, 'root.cjs'));
    });
  });
}
