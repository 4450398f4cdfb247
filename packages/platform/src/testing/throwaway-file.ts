import { join } from 'node:path';
import { ROOT } from '../paths.js';

/** Where `serve-throwaway` on this gateway port says which database it runs on (for the browser tests). */
export const throwawayPlatformFile = (gatewayPort: number) =>
  join(ROOT, '.tmp', `throwaway-platform-${gatewayPort}.json`);
