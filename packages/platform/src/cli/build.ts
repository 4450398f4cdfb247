import { buildAll } from '../build.js';

buildAll({ force: process.argv.includes('--force') });
