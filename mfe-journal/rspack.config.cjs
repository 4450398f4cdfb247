// @ts-check
const { createAppConfig } = require('@pipcrafters/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'journal',
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
});
