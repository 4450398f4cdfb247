// @ts-check
const { createAppConfig } = require('@pipcrafters/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'learning',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
