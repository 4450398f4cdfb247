// @ts-check
const { createAppConfig } = require('@pipcrafters/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'finance',
  port: 3005,
  exposes: { './routes': './src/routes.tsx' },
});
