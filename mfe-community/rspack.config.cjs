// @ts-check
const { createAppConfig } = require('@pipcrafters/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'community',
  port: 3004,
  exposes: { './routes': './src/routes.tsx' },
});
