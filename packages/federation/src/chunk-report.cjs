// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/** Where a production build writes what each of its JavaScript files holds (outside dist/, which is public). */
const CHUNK_REPORT_FILE = '.tmp/chunk-report.json';

/**
 * The package a module comes from (`antd`, `@rc-component/form`), or `src` for the app's own code and the
 * workspace packages it compiles from source.
 * @param {string} name
 */
function packageOfModule(name) {
  const match = name.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)?.at(-1);
  if (match) return match.replace('node_modules/', '');
  if (name.includes('webpack/runtime') || name.includes('webpack/container')) return '(runtime)';
  if (/^(consume|provide) shared module|^remote /.test(name)) return '(federation)';
  const workspace = name.match(/packages\/([\w-]+)\//);
  return workspace ? `@pipcrafters/${workspace[1]}` : 'src';
}

/**
 * Why a chunk exists, shortly: `comparte antd/es/button` for a shared module the shell provides,
 * `import() de ./src/app/AppRoutes.tsx → ../pages/AuthPage` for a lazy import.
 * @param {string} origin
 */
function describeOrigin(origin) {
  const shared = origin.match(/^(provide|consume) shared module \(\w+\) (.+?)@/);
  if (shared) return `${shared[1] === 'provide' ? 'comparte' : 'consume'} ${shared[2]}`;
  const lazy = origin.match(/^(\S+) (\S+)$/);
  return lazy ? `import() de ${lazy[1]} → ${lazy[2]}` : origin;
}

/**
 * After each production build, `.tmp/chunk-report.json`: for every emitted .js file, its chunk names, why it
 * exists (the module whose `import()` asks for it, or the shared module it provides) and the bytes (before
 * minification) of each package in it. The bench joins this with what a page downloads to say what each chunk costs.
 */
class ChunkReportPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.file = path.join(dir, CHUNK_REPORT_FILE);
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('ChunkReportPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        chunkOrigins: true,
        dependentModules: true,
        ids: true,
      });
      /** @type {Record<string, { names: string[], reasons: string[], packages: Record<string, number>, modules: number }>} */
      const report = {};
      for (const chunk of json.chunks ?? []) {
        /** @type {Record<string, number>} */
        const packages = {};
        let modules = 0;
        const chunkModules = (chunk.modules ?? []).filter((module) => module.type !== 'dependent modules');
        for (const module of chunkModules) {
          const name = module.name ?? module.identifier ?? '';
          const pkg = packageOfModule(name);
          packages[pkg] = (packages[pkg] ?? 0) + (module.size ?? 0);
          modules += 1;
        }
        const origins = (chunk.origins ?? []).map((origin) =>
          describeOrigin(`${origin.moduleName ?? ''} ${origin.request ?? ''}`.trim()),
        );
        const reasons = [...new Set([...(chunk.initial ? ['entrada inicial'] : []), ...origins])].filter(
          Boolean,
        );
        for (const file of chunk.files ?? []) {
          if (!file.endsWith('.js')) continue;
          report[file] = { names: chunk.names ?? [], reasons: reasons.slice(0, 6), packages, modules };
        }
      }
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, `${JSON.stringify(report, null, 1)}\n`);
    });
  }
}

module.exports = { ChunkReportPlugin, CHUNK_REPORT_FILE, describeOrigin, packageOfModule };
