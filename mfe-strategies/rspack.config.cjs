// @ts-check
const { createAppConfig } = require('@pipcrafters/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'strategies',
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
});
