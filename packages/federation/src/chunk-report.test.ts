import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type ChunkReport = typeof import('./chunk-report.cjs');
const { describeOrigin, packageOfModule } = createRequire(import.meta.url)(
  './chunk-report.cjs',
) as ChunkReport;

describe('chunk report', () => {
  it('names the package a module comes from', () => {
    expect(packageOfModule('../node_modules/antd/es/button/index.js + 12 modules')).toBe('antd');
    expect(packageOfModule('../node_modules/@rc-component/form/es/Form.js')).toBe('@rc-component/form');
    expect(packageOfModule('./src/pages/AuthPage.tsx + 3 modules')).toBe('src');
    expect(packageOfModule('../packages/contracts/src/errors.ts')).toBe('@pipcrafters/contracts');
    expect(
      packageOfModule('provide shared module (default) react@19.1.0 = ../node_modules/react/index.js'),
    ).toBe('react');
  });

  it('says why a chunk exists', () => {
    expect(
      describeOrigin(
        'provide shared module (default) antd/es/affix@6.6.8 = /work/node_modules/antd/es/affix/index.js',
      ),
    ).toBe('comparte antd/es/affix');
    expect(describeOrigin('./src/app/AppRoutes.tsx ../pages/AuthPage')).toBe(
      'import() de ./src/app/AppRoutes.tsx → ../pages/AuthPage',
    );
  });
});
