import { defineService } from '@pipcrafters/service-kit';
import { FinanceEnv } from './config/finance-env';
import { CreateFinanceSchema1795691131805 } from './migrations/1795691131805-create-finance-schema';

/** Finance: describe what this service owns (ARCHITECTURE.md). */
export const service = defineService({
  name: 'finance',
  env: FinanceEnv,
  modules: [],
  entities: [],
  migrations: [CreateFinanceSchema1795691131805],
});
