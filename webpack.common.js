// The one place that builds a front-end app. Each app's webpack.config.js calls createConfig.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
// Node >= 20.19 loads this ES module synchronously: one app list for scripts and builds.
const { API_URL, findApp } = require('./scripts/apps.mjs');
const {
  PublicFolderPlugin,
  appVersionPlugin,
  BuildStampPlugin,
  swcMinimizer,
  swcRule,
} = require('./webpack.parts.js');

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>BizCard Dashboard</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// Router exports that cannot work under the shell's one <BrowserRouter>: server rendering
// (SSR, RSC, cookies, sessions), framework mode, and creating a data router. Sharing
// react-router whole would ship them all (about 61 KB gzip); without them it is about 19 KB.
// See docs/decisions/006-shared-router-for-the-browser.md.
const ROUTER_EXPORTS_LEFT_OUT = new Set(
  `createCookie createCookieSessionStorage createMemorySessionStorage createRequestHandler
  createSession createSessionStorage isCookie isSession ServerRouter StaticRouter
  StaticRouterProvider createStaticHandler createStaticRouter createRoutesStub
  unstable_RSCStaticRouter unstable_routeRSCServerRequest unstable_setDevServerHooks
  UNSAFE_RSCDefaultRootErrorBoundary UNSAFE_ServerMode Links Meta Scripts PrefetchPageLinks
  UNSAFE_FrameworkContext UNSAFE_RemixErrorBoundary UNSAFE_SingleFetchRedirectSymbol
  UNSAFE_WithComponentProps UNSAFE_WithErrorBoundaryProps UNSAFE_WithHydrateFallbackProps
  UNSAFE_withComponentProps UNSAFE_withErrorBoundaryProps UNSAFE_withHydrateFallbackProps
  UNSAFE_createClientRoutes UNSAFE_createClientRoutesWithHMRRevalidationOptOut
  UNSAFE_decodeViaTurboStream UNSAFE_getHydrationData UNSAFE_getPatchRoutesOnNavigationFunction
  UNSAFE_getTurboStreamSingleFetchDataStrategy UNSAFE_hydrationRouteProperties
  UNSAFE_shouldHydrateRouteLoader UNSAFE_useFogOFWarDiscovery UNSAFE_mapRouteProperties
  createBrowserRouter createHashRouter createMemoryRouter RouterProvider UNSAFE_createRouter`.split(
    /\s+/,
  ),
);

/**
 * Writes the browser entry shared as `react-router-dom` and `react-router` (one file per
 * key) into node_modules/.cache, re-exporting the installed react-router's browser API.
 */
function routerEntries() {
  const pkgPath = require.resolve('react-router/package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8'));
  const esm = path.join(path.dirname(pkgPath), pkg.exports['.'].import.default);
  const names = Object.keys(require('react-router')).filter((n) => !ROUTER_EXPORTS_LEFT_OUT.has(n));
  const source = `export {\n  ${names.join(',\n  ')},\n} from ${JSON.stringify(esm)};\n`;
  const dir = path.join(__dirname, 'node_modules', '.cache', 'bizcard-router');
  fs.mkdirSync(dir, { recursive: true });
  const write = (key) => {
    const file = path.join(dir, `${key}.mjs`);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === source) return file;
    const temporary = `${file}.${process.pid}.tmp`; // parallel builds write the same file
    fs.writeFileSync(temporary, source);
    fs.renameSync(temporary, file);
    return file;
  };
  return { 'react-router-dom': write('react-router-dom'), 'react-router': write('react-router') };
}

const installedVersion = (name) => require(`${name}/package.json`).version;

// A caret or tilde range (^1.0.0, ~1.0.0), as scripts/shared-compat.mjs reads them.
const SEMVER_RANGE = /^[\^~]\d+\.\d+\.\d+$/;

/**
 * The range of versions an app accepts for a singleton, from its package.json. An exact
 * version would make every skew a warning: a remote built against @bizcard/shared 1.0.0 must
 * accept the 1.1.0 the current shell provides (docs/decisions/028-contracts-and-version-skew.md).
 */
function singletonRange(dependencies, name) {
  const range = dependencies[name];
  if (!range || !SEMVER_RANGE.test(range)) {
    throw new Error(
      `package.json must give the shared singleton ${name} a caret range such as ^1.0.0`,
    );
  }
  return range;
}

/**
 * Every app shares the same singletons, at the ranges its own package.json asks for: one copy
 * of each loads (the first one loaded, the shell's), and a remote built against an older minor
 * version still finds its range satisfied. react-router is shared too: react-router-dom 7 only
 * re-exports it, and a direct `react-router` import must not create a second router context.
 */
function sharedModules(dependencies) {
  const singleton = (name) => ({
    singleton: true,
    requiredVersion: singletonRange(dependencies, name),
    eager: false,
  });
  const router = (key, entry) => ({
    ...singleton(key in dependencies ? key : 'react-router-dom'),
    import: entry,
    version: installedVersion(key),
  });
  const entries = routerEntries();
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': router('react-router-dom', entries['react-router-dom']),
    'react-router': router('react-router', entries['react-router']),
    zustand: singleton('zustand'),
    'styled-components': singleton('styled-components'),
    '@bizcard/shared': singleton('@bizcard/shared'),
    '@bizcard/shared/': singleton('@bizcard/shared'),
  };
}

/**
 * Trims the federation runtime bundled into a remote's entries: browser only (no Node
 * loaders), and, as remotes load no remotes, no remote loading and no snapshots (about 7 KB
 * gzip less per remoteEntry.js).
 */
const REMOTE_RUNTIME_TRIMS = { target: 'web', disableSnapshot: true, disableRemote: true };

/** Applies `define` and emits `singletons` as shared-singletons.json. */
function declareSingletons(compiler, define, singletons) {
  define.apply(compiler);
  const { Compilation, sources } = compiler.webpack;
  const stage = Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
  compiler.hooks.thisCompilation.tap('SharedSingletonsFile', (compilation) => {
    compilation.hooks.processAssets.tap({ name: 'SharedSingletonsFile', stage }, () => {
      const json = `${JSON.stringify(singletons, null, 2)}\n`;
      compilation.emitAsset('shared-singletons.json', new sources.RawSource(json));
    });
  });
}

/**
 * The shell is built without ModuleFederationPlugin: the federation runtime (about 25 KB gzip)
 * would load with every page, /login included, and the shell exposes nothing. It starts the
 * runtime when it first loads a remote (shell/src/remotes/federation.ts) and provides the
 * singletons it bundles there, with the versions and ranges declared here once.
 * See docs/decisions/025-shell-start-up-bundle.md.
 */
function hostSingletons(dependencies, declare) {
  const packageVersion = (name) =>
    JSON.parse(fs.readFileSync(path.join(__dirname, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  const shared = sharedModules(dependencies);
  const singletons = Object.fromEntries(
    Object.entries(shared).map(([key, { requiredVersion, version }]) => [
      key,
      { requiredVersion, version: version ?? packageVersion(key.replace(/\/$/, '')) },
    ]),
  );
  const { DefinePlugin } = require('webpack');
  const define = new DefinePlugin({
    'process.env.SHARED_SINGLETONS': JSON.stringify(JSON.stringify(singletons)),
    // What ModuleFederationPlugin defines for its runtime: browser loaders only.
    ENV_TARGET: JSON.stringify('web'),
  });
  return {
    // The shell also writes them to shared-singletons.json, its counterpart of a remote's
    // mf-manifest.json: a deploy checks them against the live remotes' ranges before going live.
    plugin: declare
      ? { apply: (compiler) => declareSingletons(compiler, define, singletons) }
      : define,
    // shared's entry files only re-export and its schema files only declare: the sign-in
    // pages take just the parts they use (no schema, so no zod: decision 076), and the whole
    // entry is provided to the remotes from the runtime's chunk.
    rules: [
      { test: /[\\/]shared[\\/]src[\\/][\w-]+[\\/]index\.ts$/, sideEffects: false },
      { test: /[\\/]shared[\\/]src[\\/]schemas[\\/][\w-]+\.ts$/, sideEffects: false },
    ],
    // The shell renders with the same router entry it provides to the remotes.
    alias: Object.fromEntries(
      Object.entries(shared)
        .filter(([, config]) => config.import)
        .map(([key, config]) => [`${key}$`, config.import]),
    ),
  };
}

function federation({ federationName, exposes, dependencies }) {
  return new ModuleFederationPlugin({
    name: federationName,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared: sharedModules(dependencies),
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    experiments: { optimization: REMOTE_RUNTIME_TRIMS },
  });
}

function devServer(port) {
  return {
    port,
    host: 'localhost',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    },
    // A remote's live-reload client must talk to its own server, not the page's origin.
    client: { webSocketURL: { hostname: 'localhost', port, protocol: 'ws' }, overlay: false },
    proxy: [{ context: ['/api', '/c', '/scim'], target: API_URL }],
  };
}

/** Settings both kinds of build share: the app's folder, loaders, names, minimizer. */
function baseConfig({ app, dirname, isProd, federationName, sharing }) {
  return {
    context: dirname,
    mode: isProd ? 'production' : 'development',
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: 'auto',
      uniqueName: federationName,
      // Entries keep fixed names: [contenthash] in an entry breaks the federation runtime.
      filename: '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: sharing.alias,
    },
    module: {
      rules: [
        swcRule(isProd),
        ...sharing.rules,
        { test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      sharing.plugin,
      new PublicFolderPlugin(path.join(dirname, 'public')),
      appVersionPlugin(dirname),
      isProd && new BuildStampPlugin(),
    ].filter(Boolean),
    optimization: isProd ? { minimizer: [swcMinimizer()] } : {},
    performance: { hints: false },
    stats: isProd ? 'errors-warnings' : 'minimal',
    name: app,
  };
}

/** The app's own page: index.html loading main.js. Absolute script URLs, so deep links find it. */
const pageHtml = () =>
  new HtmlWebpackPlugin({ templateContent: HTML, chunks: ['main'], publicPath: '/' });

/**
 * @param {{ app: string, dirname: string, exposes?: Record<string, string>, page?: string }}
 * options. `app` names an entry of scripts/apps.mjs (port, federation name, host or remote).
 * `page`: a remote that is also an app of its own (the standalone self-serve app) builds that
 * page apart, from this module, without federation: its visitors load no federation runtime
 * and no chunk of shared singletons, only what the page uses (see decision 030).
 * @returns a webpack config function, so `--mode` picks development or production; for a
 * remote with a page, it returns two configurations (the remote, then the page).
 */
module.exports = function createConfig({ app, dirname, exposes, page }) {
  const { federationName, port, host } = findApp(app);
  if (host && exposes) throw new Error('The shell exposes nothing: shared owns the stores.');
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  const unfederated = () => hostSingletons(dependencies, Boolean(host));
  const federated = () => ({
    plugin: federation({ federationName, exposes, dependencies }),
    alias: {},
    rules: [],
  });

  return (_env, argv = {}) => {
    const isProd = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const base = (sharing) => baseConfig({ app, dirname, isProd, federationName, sharing });
    if (!page) {
      const config = base(host ? unfederated() : federated());
      config.entry = { main: './src/index.ts' };
      config.plugins.push(pageHtml());
      config.devServer = devServer(port);
      return config;
    }
    // The remote: remoteEntry.js and its chunks, which the shell loads (the plugin adds the entry).
    const remote = base(federated());
    remote.entry = {};
    const standalone = base(unfederated());
    Object.assign(standalone, {
      name: `${app}-page`,
      entry: { main: page },
      // After the remote, into the same dist/, which the remote's build has just emptied.
      dependencies: [app],
      devServer: devServer(port),
    });
    Object.assign(standalone.output, { clean: false, uniqueName: `${federationName}_page` });
    standalone.plugins.push(pageHtml());
    return [remote, standalone];
  };
};
