import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * `npm run new:service <name>`: a new service is its folder plus one row of packages/contracts/src/platform.json.
 * This writes both; everything else (launcher, ports, gateway upstream, compose, build and type-check lists)
 * derives from the row. Nothing here imports a workspace package, so it runs on a fresh clone.
 */

const NAME = /^[a-z][a-z0-9]{1,30}$/;
const TABLE = 'packages/contracts/src/platform.json';

export class ScaffoldError extends Error {}

interface Table {
  services: { name: string; pathPrefixes: string[] }[];
  remotes: { name: string }[];
  [key: string]: unknown;
}

const pascal = (name: string) => `${name[0]?.toUpperCase()}${name.slice(1)}`;

function write(root: string, path: string, text: string): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The files of a new service, by path relative to the repository root. */
export function serviceFiles(name: string, migrationTimestamp: number): Record<string, string> {
  const Name = pascal(name);
  const folder = `services/${name}`;
  const migration = `Create${Name}Schema${migrationTimestamp}`;
  return {
    [`${folder}/package.json`]: `${JSON.stringify(
      {
        name: `@pipcrafters/${name}`,
        version: '0.1.0',
        private: true,
        main: 'dist/main.js',
        scripts: { build: 'tsc -b' },
        dependencies: {
          '@nestjs/common': '^11.1.0',
          '@nestjs/core': '^11.1.0',
          '@nestjs/platform-express': '^11.1.0',
          '@nestjs/typeorm': '^11.0.0',
          '@pipcrafters/contracts': '*',
          '@pipcrafters/events': '*',
          '@pipcrafters/service-kit': '*',
          'class-transformer': '^0.5.1',
          'class-validator': '^0.14.2',
          pg: '^8.16.0',
          'reflect-metadata': '^0.2.2',
          rxjs: '^7.8.2',
          typeorm: '^0.3.27',
        },
      },
      null,
      2,
    )}\n`,
    [`${folder}/tsconfig.json`]: `${JSON.stringify(
      {
        extends: '../../tsconfig.base.json',
        compilerOptions: {
          rootDir: 'src',
          outDir: 'dist',
          experimentalDecorators: true,
          emitDecoratorMetadata: true,
          strictPropertyInitialization: false,
        },
        include: ['src'],
        exclude: ['src/**/*.test.ts'],
        references: [
          { path: '../../packages/contracts' },
          { path: '../../packages/service-kit' },
          { path: '../../packages/events' },
        ],
      },
      null,
      2,
    )}\n`,
    [`${folder}/README.md`]: `# ${name}

Owns schema \`${name}\` (hand-written migrations in \`src/migrations\`, run under an advisory lock before the service
listens). Wired by \`defineService\` in \`src/service.ts\`; its row in \`${TABLE}\` gives its port and the
\`/api/${name}\` prefix the gateway forwards. Every route needs an identity signed by the gateway and an ACTIVE account
unless its policy decorator says otherwise (\`@Public()\`, \`@AnyAccountStatus()\`, \`@Roles('ADMIN')\`).

| Variable          | Default               | Meaning                             |
| ----------------- | --------------------- | ----------------------------------- |
| \`PORT\`, \`HOST\`    | from the table        | where it listens                    |
| \`DATABASE_URL\`    | required              | PostgreSQL (its schema and the bus) |
| \`INTERNAL_SECRET\` | required (≥ 32 chars) | HMAC secret shared with the gateway |
| \`LOG_LEVEL\`       | info                  | pino level                          |
`,
    [`${folder}/src/main.ts`]: `import 'reflect-metadata';
import { service } from './service';

void service.start();
`,
    [`${folder}/src/service.ts`]: `import { defineService } from '@pipcrafters/service-kit';
import { ${Name}Env } from './config/${name}-env';
import { ${migration} } from './migrations/${migrationTimestamp}-create-${name}-schema';

/** ${Name}: describe what this service owns (ARCHITECTURE.md). */
export const service = defineService({
  name: '${name}',
  env: ${Name}Env,
  modules: [],
  entities: [],
  migrations: [${migration}],
});
`,
    [`${folder}/src/config/${name}-env.ts`]: `import { DatabaseEnv } from '@pipcrafters/service-kit';

/** ${name}'s settings: what every service has (PORT from the table, DATABASE_URL, INTERNAL_SECRET...) and its own. */
export class ${Name}Env extends DatabaseEnv {}
`,
    [`${folder}/src/migrations/${migrationTimestamp}-create-${name}-schema.ts`]: `import { processedEventsTableSql } from '@pipcrafters/events';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${migration} implements MigrationInterface {
  name = '${migration}';

  async up(runner: QueryRunner): Promise<void> {
    // Events this service consumes are claimed here, in the same transaction as the work they cause.
    await runner.query(processedEventsTableSql('${name}'));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE IF EXISTS ${name}.processed_events');
  }
}
`,
  };
}

/** Creates `services/<name>/` and adds its row to the table; refuses a bad or taken name before writing anything. */
export function scaffoldService(root: string, name: string, migrationTimestamp = Date.now()): string[] {
  if (!NAME.test(name)) {
    throw new ScaffoldError(
      `"${name}" no vale como nombre de servicio: minúsculas y dígitos, empezando por letra (2–31 caracteres).`,
    );
  }
  const table = JSON.parse(readFileSync(join(root, TABLE), 'utf8')) as Table;
  if (table.services.some((service) => service.name === name) || existsSync(join(root, 'services', name))) {
    throw new ScaffoldError(`Ya existe un servicio llamado "${name}".`);
  }
  const prefix = `/api/${name}`;
  const taken = table.services.find((service) =>
    service.pathPrefixes.some((other) => other === prefix || other.startsWith(`${prefix}/`)),
  );
  if (taken) throw new ScaffoldError(`La ruta ${prefix} ya pertenece a ${taken.name}.`);

  const files = serviceFiles(name, migrationTimestamp);
  for (const [path, text] of Object.entries(files)) write(root, path, text);
  table.services.push({ name, pathPrefixes: [prefix] });
  writeFileSync(join(root, TABLE), `${JSON.stringify(table, null, 2)}\n`);
  return [...Object.keys(files), TABLE];
}
