// @ts-check
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { createAppConfig } = require('@pipcrafters/federation');

const config = createAppConfig({ dir: __dirname, name: 'shell', port: 3000, host: true });
// public/ is copied as is: theme-boot.js must run before the first paint, as a plain blocking script.
config.plugins = [
  ...(config.plugins ?? []),
  new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }),
];

module.exports = config;
