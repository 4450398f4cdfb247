// @ts-check
const { createAppConfig } = require('@pipcrafters/federation');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', port: 3000, host: true });
