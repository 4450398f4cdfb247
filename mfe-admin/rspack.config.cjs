// @ts-check
const { createAppConfig } = require('@pipcrafters/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'admin',
  port: 3006,
  exposes: { './routes': './src/routes.tsx' },
});
