import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in packages/platform/src). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DATA_DIR = join(ROOT, '.data');

export const FRONTENDS = [
  'shell',
  'mfe-learning',
  'mfe-journal',
  'mfe-strategies',
  'mfe-community',
  'mfe-finance',
  'mfe-admin',
] as const;

/** Node entry of every back-end process, relative to the root. */
export const ENTRIES = {
  identity: 'services/identity/dist/main.js',
  progress: 'services/progress/dist/main.js',
  gateway: 'gateway/dist/main.js',
} as const;
