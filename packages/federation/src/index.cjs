// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

/** Port of the gateway, the one public origin the shell's dev server proxies to. */
const GATEWAY_DEV_URL = 'http://localhost:8080';

/**
 * Libraries that must exist once in the page: the shell provides them, every remote reuses them.
 * Subpath entries are listed explicitly because a singleton only covers the exact request it names.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'antd',
  '@ant-design/icons',
  'zustand',
  '@tanstack/react-query',
  // Holds the session listeners and the single in-flight token refresh: one copy for shell and remotes.
  '@pipcrafters/api-client',
];

/** Contracts are compiled from source so front ends never depend on the back end's build order. */
const CONTRACTS_SOURCE = path.resolve(__dirname, '../../contracts/src/index.ts');

/**
 * @typedef {object} AppOptions
 * @property {string} dir Folder of the app (its package.json, src/ and dist/).
 * @property {string} name Module Federation container name ('shell' for the host).
 * @property {number} port Dev server port.
 * @property {Record<string, string>} [exposes] Modules a remote exposes, e.g. { './routes': './src/routes.tsx' }.
 * @property {boolean} [host] True for the shell: HTML page at '/', API proxy, no exposes.
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

/**
 * @param {Record<string, string>} dependencies
 * @returns {Record<string, { singleton: true, requiredVersion: string | false }>}
 */
function sharedSingletons(dependencies) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => [
      request,
      { singleton: true, requiredVersion: dependencies[packageNameOf(request)] ?? false },
    ]),
  );
}

/**
 * The one Rspack configuration of every front end (shell and remotes).
 * @param {AppOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
function createAppConfig({ dir, name, port, exposes, host = false }) {
  const isProduction = process.env.NODE_ENV !== 'development';
  const pkg = readPackageJson(dir);
  const dependencies = { ...pkg.devDependencies, ...pkg.dependencies };

  return {
    context: dir,
    mode: isProduction ? 'production' : 'development',
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
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
      alias: { '@pipcrafters/contracts$': CONTRACTS_SOURCE },
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
          },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: isProduction },
    performance: { hints: false },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: host ? path.join(dir, 'src/index.html') : undefined,
        title: host ? 'PipCrafters' : `PipCrafters · ${name}`,
        publicPath: host ? '/' : 'auto',
      }),
      new ModuleFederationPlugin({
        name,
        filename: host ? undefined : 'remoteEntry.js',
        exposes: host ? undefined : exposes,
        remotes: {},
        shared: sharedSingletons(dependencies),
        manifest: true,
        dts: false,
      }),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      headers: host ? undefined : { 'Access-Control-Allow-Origin': '*' },
      proxy: host
        ? [
            {
              context: ['/api', '/remotes', '/socket.io'],
              target: GATEWAY_DEV_URL,
              ws: true,
              changeOrigin: false,
            },
          ]
        : undefined,
    },
  };
}

module.exports = { createAppConfig, SHARED_SINGLETONS };
