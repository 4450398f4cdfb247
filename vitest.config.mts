import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/dist/**', '.data/**'];

/**
 * NestJS and class-validator decorators as tsc compiles them (legacy decorators with their design-time types), for
 * tests of back-end code: each project's tsconfig.json leaves its tests out, so its settings do not reach them.
 */
const decorators = { decorator: { legacy: true, emitDecoratorMetadata: true } };

export default defineConfig({
  test: {
    projects: [
      {
        oxc: decorators,
        test: {
          name: 'unit',
          include: ['**/src/**/*.test.{ts,tsx}'],
          exclude: [...ignored, '**/*.int.test.ts'],
          environment: 'node',
        },
      },
      {
        oxc: decorators,
        test: {
          name: 'integration',
          include: ['**/src/**/*.int.test.ts'],
          exclude: ignored,
          environment: 'node',
          globalSetup: ['packages/platform/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
