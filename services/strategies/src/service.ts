import { defineService } from '@pipcrafters/service-kit';
import { StrategiesEnv } from './config/strategies-env';
import { CreateStrategiesSchema1795688036868 } from './migrations/1795688036868-create-strategies-schema';

/** Strategies: describe what this service owns (ARCHITECTURE.md). */
export const service = defineService({
  name: 'strategies',
  env: StrategiesEnv,
  modules: [],
  entities: [],
  migrations: [CreateStrategiesSchema1795688036868],
});
