import { defineService } from '@pipcrafters/service-kit';
import { CommunityEnv } from './config/community-env';
import { CreateCommunitySchema1795690246932 } from './migrations/1795690246932-create-community-schema';

/** Community: describe what this service owns (ARCHITECTURE.md). */
export const service = defineService({
  name: 'community',
  env: CommunityEnv,
  modules: [],
  entities: [],
  migrations: [CreateCommunitySchema1795690246932],
});
