import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCompose } from '../compose.js';
import { ROOT } from '../paths.js';

/** `npm run compose`: writes docker-compose.yml from the one table (packages/contracts/src/platform.json). */
writeFileSync(join(ROOT, 'docker-compose.yml'), generateCompose());
console.log('› docker-compose.yml generado desde packages/contracts/src/platform.json');
