import { defineService } from '@pipcrafters/service-kit';
import { LearningEnv } from './config/learning-env';
import { CreateLearningSchema1795469548191 } from './migrations/1795469548191-create-learning-schema';

/** Learning: describe what this service owns (ARCHITECTURE.md). */
export const service = defineService({
  name: 'learning',
  env: LearningEnv,
  modules: [],
  entities: [],
  migrations: [CreateLearningSchema1795469548191],
});
