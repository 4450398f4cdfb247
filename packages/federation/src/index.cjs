// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { ChunkReportPlugin } = require('./chunk-report.cjs');
const { platformPortsFromEnv, REMOTE_ROUTES_MODULE, remoteOfFolder } = require('./platform-table.cjs');

/**
 * Libraries that must exist once in the page: the shell provides them, every remote reuses them.
 * Subpath entries are listed explicitly because a singleton only covers the exact request it names.
 * antd is shared in parts (see `antdShares`); `@ant-design/icons` is not shared at all: icons hold no state, so
 * each app bundles (tree-shaken) only the few it draws instead of every page downloading all 1,600.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'antd',
  'zustand',
  '@tanstack/react-query',
  // Holds the session listeners and the single in-flight token refresh: one copy for shell and remotes.
  '@pipcrafters/api-client',
  // The shell API (useSession, useRealtime, useNavigationContext: the shell registers them at start), toasts and
  // the tooltips' shared delay clock: one copy, the shell's, so what the shell registers is what remotes read.
  '@pipcrafters/ui',
];

/**
 * A shared module cannot be tree-shaken (nobody knows what the other apps will use), and Rspack 1.x has no shared
 * tree-shaking (`treeShaking` on a share needs Rspack 2). So antd, 400 KB of gzip as one share, is shared the way
 * its own `es/` build is cut: the `antd` key holds only the page-wide configuration (ConfigProvider, theme; see
 * shared/antd-core.js) and every component is its own singleton share `antd/es/<component>`. Source keeps writing
 * `import { Button } from 'antd'`: the SWC import transform below turns that into `antd/es/button`. The shell
 * provides every component (so a remote may use one the shell never renders and still gets the shell's copy,
 * bound to the shell's ConfigProvider); all of antd's internals therefore exist once, in the shell's runtime.
 */
const ANTD_CORE_EXPORTS = ['ConfigProvider', 'theme', 'version'];
const ANTD_CORE_MODULE = path.resolve(__dirname, 'shared/antd-core.js');

/** antd's components as `{ name, dir }`, read from the `export { default as X } from './dir'` lines of its barrel. */
function antdComponents() {
  const barrel = fs.readFileSync(require.resolve('antd/es/index.js'), 'utf8');
  return [...barrel.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)]
    .map(([, name, dir]) => ({ name: /** @type {string} */ (name), dir: /** @type {string} */ (dir) }))
    .filter(({ name }) => !ANTD_CORE_EXPORTS.includes(name));
}

/**
 * @param {Record<string, string>} dependencies
 * @param {boolean} host
 */
function antdShares(dependencies, host) {
  const version = /** @type {string} */ (require('antd/package.json').version);
  const requiredVersion = dependencies.antd ?? false;
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shares = {};
  for (const { dir } of antdComponents()) {
    shares[`antd/es/${dir}`] = {
      singleton: true,
      requiredVersion,
      version,
      // An absolute import makes the shell provide the component even when its own code never imports it.
      ...(host ? { import: require.resolve(`antd/es/${dir}/index.js`) } : {}),
    };
  }
  return shares;
}

/** Contracts are compiled from source so front ends never depend on the back end's build order. */
const CONTRACTS_SOURCE = path.resolve(__dirname, '../../contracts/src/index.ts');
/** What a remote's own page runs (see packages/ui/src/standalone): its routes with the fallbacks of the shell API. */
const STANDALONE_ENTRY = path.resolve(__dirname, '../../ui/src/standalone/entry.ts');
/** The request by which STANDALONE_ENTRY names the routes of the remote being built. */
const REMOTE_ROUTES_REQUEST = '@pipcrafters/remote-routes';
const REMOTE_ROUTES_FILE = './src/routes.tsx';

/** The peer versions the UI kit is built for: what every front end asks the shell's singletons to satisfy. */
const UI_PEER_DEPENDENCIES = /** @type {Record<string, string>} */ (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../ui/package.json'), 'utf8')).peerDependencies
);

/**
 * @typedef {object} AppOptions
 * @property {string} dir Folder of the app (its package.json, src/ and dist/).
 * @property {string} name Module Federation container name ('shell' for the host).
 * @property {number} port Dev server port.
 * @property {boolean} [host] True for the shell: HTML page at '/', provides the runtime, exposes nothing; a remote
 *   exposes its routes and borrows the shell's runtime.
 */

/**
 * @param {string} dir
 * @returns {{ version?: string, dependencies?: Record<string, string>, devDependencies?: Record<string, string> }}
 */
function readPackageJson(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * `react-dom/client` is versioned by `react-dom`, `react/jsx-runtime` by `react`.
 * @param {string} request
 */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : /** @type {string} */ (parts[0]);
}

const REACT_ROUTER_FACADE = path.resolve(__dirname, 'shared/react-router.js');
/**
 * Shares whose provided module is a facade holding only part of the package (see shared/*.js): a shared module is
 * never tree-shaken, so these keep a page from downloading what no front end of the platform can use. `names` is
 * the facade that lists what is provided, when the module only re-exports another share.
 * @type {Record<string, { module: string, names?: string }>}
 */
const FACADES = {
  antd: { module: ANTD_CORE_MODULE },
  'react-router': { module: REACT_ROUTER_FACADE },
  'react-router-dom': {
    module: path.resolve(__dirname, 'shared/react-router-dom.js'),
    names: REACT_ROUTER_FACADE,
  },
};

/** How the facades import what they re-export without naming the share they implement. */
const FACADE_SOURCES = {
  'pipcrafters-react-router-source$': path.dirname(require.resolve('react-router/package.json')),
};

/** @param {string} file */
function facadeExports(file) {
  const body = /** @type {string} */ (fs.readFileSync(file, 'utf8').match(/export \{([^}]*)\}/)?.[1]);
  return body
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** @param {string} request */
function installedVersion(request) {
  return /** @type {string} */ (require(`${packageNameOf(request)}/package.json`).version);
}

/**
 * @param {Record<string, string>} dependencies
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
function sharedSingletons(dependencies) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => {
      const facade = FACADES[request];
      const requiredVersion = dependencies[packageNameOf(request)] ?? false;
      return [
        request,
        facade
          ? { singleton: true, requiredVersion, import: facade.module, version: installedVersion(request) }
          : { singleton: true, requiredVersion },
      ];
    }),
  );
}

/** @param {string} folder @returns {string[]} */
function sourceFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/**
 * Fails the build when a front end imports from a facade share something the facade does not provide (at run time
 * it would be undefined). Covers the app and the shared UI package it compiles from source.
 * @param {string} dir
 */
function checkFacadeImports(dir) {
  const problems = [];
  const files = [
    ...sourceFiles(path.join(dir, 'src')),
    ...sourceFiles(path.resolve(__dirname, '../../ui/src')),
  ];
  for (const [request, facade] of Object.entries(FACADES)) {
    if (request === 'antd') continue; // antd's components are rewritten to their own shares; unknown ones fail to resolve
    const provided = new Set(facadeExports(facade.names ?? facade.module));
    const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${request}['"]`, 'g');
    for (const file of files) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue;
        for (const specifier of /** @type {string} */ (match[2]).split(',')) {
          const name = specifier
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (!name || name.startsWith('type ') || provided.has(name)) continue;
          problems.push(
            `${path.relative(dir, file)}: '${name}' from '${request}' is not shared; add it to ${path.relative(dir, facade.names ?? facade.module)}`,
          );
        }
      }
    }
  }
  if (problems.length) throw new Error(`Shared facade is missing exports:\n${problems.join('\n')}`);
}

/** `import { Button } from 'antd'` → `import Button from 'antd/es/button'` (the per-component share), core excepted. */
const ANTD_IMPORT_TRANSFORM = {
  libraryName: 'antd',
  customName: 'antd/es/{{ kebabCase member }}',
  transformToDefaultImport: true,
  ignoreEsComponent: ANTD_CORE_EXPORTS,
};

/**
 * Every dev server proxies the API and the realtime endpoint (WebSocket upgrades too) to the gateway of the same
 * platform (PORT, as `npm run dev` sets it), so a remote opened on its own port talks to the real back end; the
 * shell also forwards /remotes/, where the gateway serves the builds of remotes not running in a dev server.
 * @param {boolean} host
 */
function devProxy(host) {
  return [
    {
      context: host ? ['/api', '/socket.io', '/remotes'] : ['/api', '/socket.io'],
      target: `http://localhost:${platformPortsFromEnv().gateway}`,
      ws: true,
      changeOrigin: false,
    },
  ];
}

/**
 * The one Rspack configuration of every front end (shell and remotes).
 * @param {AppOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
function createAppConfig({ dir, name, port, host = false }) {
  const isProduction = process.env.NODE_ENV !== 'development';
  const pkg = readPackageJson(dir);
  const dependencies = { ...UI_PEER_DEPENDENCIES, ...pkg.devDependencies, ...pkg.dependencies };
  checkFacadeImports(dir);
  const publicFolder = path.join(dir, 'public');
  // A remote's production build is its container only (remoteEntry.js, its exposed routes, mf-manifest.json),
  // built without the Module Federation runtime, which the shell lends it. Its own page, with the standalone
  // fallbacks of the shell API, is a development tool: there it runs alone, so it keeps its runtime.
  const standalonePage = !host && !isProduction;
  const borrowsRuntime = !host && isProduction;

  return {
    context: dir,
    mode: isProduction ? 'production' : 'development',
    // No source maps in production builds: every file of dist/ is public (the gateway and nginx serve the folder).
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    // A remote has no index.ts/bootstrap.tsx of its own: its page is the UI kit's standalone entry, given its routes.
    entry: host ? { main: './src/index.ts' } : standalonePage ? { main: STANDALONE_ENTRY } : {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: host ? '/' : 'auto',
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: {
        '@pipcrafters/contracts$': CONTRACTS_SOURCE,
        ...FACADE_SOURCES,
        ...(standalonePage ? { [`${REMOTE_ROUTES_REQUEST}$`]: path.join(dir, REMOTE_ROUTES_FILE) } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
              target: 'es2022',
            },
            rspackExperiments: { import: [ANTD_IMPORT_TRANSFORM] },
          },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: {
      minimize: isProduction,
      // antd shared per component means many small lazy chunks with common internals (cssinjs, icons' base, rc-*):
      // a lower threshold than the default 20 KB splits those out instead of copying them into every component's
      // chunk (measured: /auth 340 → 334 KB gzip, 42 → 50 scripts; 5 KB would save 4 KB more for 16 more scripts).
      splitChunks: { chunks: 'async', minSize: 10_000 },
    },
    performance: { hints: false },
    // `rspack serve` turns lazy compilation on for browser-only builds; its proxy chunks break federated shared
    // modules (the host then asks for chunks that were never compiled), so dev builds compile everything.
    lazyCompilation: false,
    plugins: [
      // What each emitted file holds and why it exists: the bench's per-chunk breakdown of a page's weight.
      ...(isProduction ? [new ChunkReportPlugin(dir)] : []),
      ...(host || standalonePage
        ? [
            new rspack.HtmlRspackPlugin({
              template: host ? path.join(dir, 'src/index.html') : undefined,
              title: host ? 'PipCrafters' : `PipCrafters · ${name}`,
              publicPath: '/',
              // A remote's container (remoteEntry.js) is for the shell, not for its own page.
              chunks: host ? undefined : ['main'],
            }),
          ]
        : []),
      // public/ is copied as is (the shell's theme-boot.js must run before the first paint, as a plain script).
      ...(fs.existsSync(publicFolder)
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicFolder }] })]
        : []),
      new ModuleFederationPlugin({
        name,
        filename: host ? undefined : 'remoteEntry.js',
        exposes: host ? undefined : { [REMOTE_ROUTES_MODULE]: REMOTE_ROUTES_FILE },
        remotes: {},
        shared: { ...sharedSingletons(dependencies), ...antdShares(dependencies, host) },
        // 'version-first' downloads every registered remote's entry before the first shared module is used (to
        // compare versions): six remoteEntry.js on /auth. The shell provides every singleton, so what is loaded
        // first is what everybody uses; a remote's entry is fetched when one of its routes is opened.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: {
          // The runtime ships once, with the shell, which lends it to every remote it loads (see above).
          ...(host ? { provideExternalRuntime: true } : {}),
          ...(borrowsRuntime ? { externalRuntime: true } : {}),
          // Browser-only front ends: the runtime drops its Node.js script loader.
          optimization: { target: 'web' },
        },
      }),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      headers: host ? undefined : { 'Access-Control-Allow-Origin': '*' },
      proxy: devProxy(host),
    },
  };
}

/**
 * The shell's configuration (`shell/rspack.config.cjs`); its dev server listens on the platform's devShell port.
 * @param {string} dir
 */
function createShellConfig(dir) {
  return createAppConfig({ dir, name: 'shell', port: platformPortsFromEnv().devShell, host: true });
}

/**
 * A remote's whole configuration (`mfe-<name>/rspack.config.cjs` is one line): container name, exposed routes and
 * dev-server port all come from its row in packages/contracts/src/platform.json, found by its folder.
 * @param {string} dir
 */
function createRemoteConfig(dir) {
  const { name } = remoteOfFolder(dir);
  return createAppConfig({ dir, name, port: platformPortsFromEnv().devRemotes[name] ?? 0 });
}

module.exports = { createRemoteConfig, createShellConfig, SHARED_SINGLETONS };
