import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

type Factory = typeof import('./index.cjs');
const { createRemoteConfig, createShellConfig } = createRequire(import.meta.url)('./index.cjs') as Factory;
type Config = ReturnType<Factory['createShellConfig']>;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const saved = { NODE_ENV: process.env.NODE_ENV, PORT: process.env.PORT };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

function build(mode: 'production' | 'development', port?: string) {
  process.env.NODE_ENV = mode;
  if (port === undefined) delete process.env.PORT;
  else process.env.PORT = port;
}

interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
  shared: Record<string, { singleton?: boolean; import?: string | false }>;
  experiments: { externalRuntime?: boolean; provideExternalRuntime?: boolean };
}

function federationOf(config: Config): FederationOptions {
  const plugin = config.plugins?.find(
    (candidate) => candidate?.constructor.name === 'ModuleFederationPlugin',
  );
  return (plugin as unknown as { _options: FederationOptions })._options;
}

const hasPage = (config: Config) =>
  config.plugins?.some((plugin) => plugin?.constructor.name === 'HtmlRspackPlugin') ?? false;

describe('a remote’s configuration', () => {
  it('takes its container name, exposed routes and dev port from its table row, found by its folder', () => {
    build('production', '8380');
    const config = createRemoteConfig(join(ROOT, 'mfe-journal'));
    const federation = federationOf(config);
    expect(federation.name).toBe('journal');
    expect(federation.exposes).toEqual({ './routes': './src/routes.tsx' });
    // platformPorts(8380): the shell's dev server at base + 20, the journal (second row) at base + 21 + 1.
    expect(config.devServer?.port).toBe(8402);
    expect(createRemoteConfig(join(ROOT, 'mfe-admin')).devServer?.port).toBe(8406);
  });

  it('proxies /api and /socket.io (WebSockets too) to the gateway on PORT, 8080 by default', () => {
    build('development');
    expect(createRemoteConfig(join(ROOT, 'mfe-learning')).devServer?.proxy).toEqual([
      { context: ['/api', '/socket.io'], target: 'http://localhost:8080', ws: true, changeOrigin: false },
    ]);
    build('development', '8380');
    expect(createRemoteConfig(join(ROOT, 'mfe-learning')).devServer?.port).toBe(8401);
    expect(createShellConfig(join(ROOT, 'shell')).devServer).toMatchObject({
      port: 8400,
      proxy: [{ context: ['/api', '/socket.io', '/remotes'], target: 'http://localhost:8380', ws: true }],
    });
  });

  it('is built for production as its container only, without the federation runtime or source maps', () => {
    build('production');
    const config = createRemoteConfig(join(ROOT, 'mfe-learning'));
    expect(config.entry).toEqual({});
    expect(hasPage(config)).toBe(false);
    expect(config.devtool).toBe(false);
    expect(federationOf(config).experiments).toMatchObject({ externalRuntime: true });
  });

  it('has its own page with its own runtime in development (the standalone entry of the UI kit)', () => {
    build('development');
    const config = createRemoteConfig(join(ROOT, 'mfe-learning'));
    expect(config.entry).toEqual({ main: join(ROOT, 'packages/ui/src/standalone/entry.ts') });
    expect(config.resolve?.alias).toMatchObject({
      '@pipcrafters/remote-routes$': join(ROOT, 'mfe-learning/src/routes.tsx'),
    });
    expect(hasPage(config)).toBe(true);
    expect(federationOf(config).experiments.externalRuntime).toBeUndefined();
  });

  it('refuses a folder that has no row in the table, saying how to add it', () => {
    build('production');
    expect(() => createRemoteConfig(join(ROOT, 'mfe-inexistente'))).toThrow(
      /mfe-inexistente no figura en packages\/contracts\/src\/platform.json/,
    );
  });
});

describe('the shell’s configuration', () => {
  it('lends the federation runtime to the remotes and serves no source maps', () => {
    build('production');
    const config = createShellConfig(join(ROOT, 'shell'));
    expect(federationOf(config).experiments).toMatchObject({ provideExternalRuntime: true });
    expect(federationOf(config).experiments.externalRuntime).toBeUndefined();
    expect(config.devtool).toBe(false);
    expect(hasPage(config)).toBe(true);
  });

  it('shares the UI kit and react-router as singletons, react-router-dom being the react-router share', () => {
    build('production');
    for (const config of [
      createShellConfig(join(ROOT, 'shell')),
      createRemoteConfig(join(ROOT, 'mfe-admin')),
    ]) {
      const { shared } = federationOf(config);
      for (const key of [
        '@pipcrafters/ui',
        'react-router',
        'react-router-dom',
        'react',
        '@pipcrafters/api-client',
      ])
        expect(shared[key]?.singleton, key).toBe(true);
      expect(shared['react-router']?.import).toBe(
        join(ROOT, 'packages/federation/src/shared/react-router.js'),
      );
      expect(shared['react-router-dom']?.import).toBe(
        join(ROOT, 'packages/federation/src/shared/react-router-dom.js'),
      );
    }
  });
});
