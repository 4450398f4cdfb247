import { defineService } from '@pipcrafters/service-kit';
import { CalculatorsModule } from './calculators/calculators.module';
import { FinanceEnv } from './config/finance-env';
import { CreateFinanceSchema1795691131805 } from './migrations/1795691131805-create-finance-schema';
import { Rates1795770000000 } from './migrations/1795770000000-rates';
import { RatesModule } from './rates/rates.module';

/**
 * Finance: FinanceHub's exchange rates (the shipped snapshot, admins' updates, an optional provider) and its
 * calculators as an API; CashCrafter's personal finance to come (issue 16).
 */
export const service = defineService({
  name: 'finance',
  env: FinanceEnv,
  modules: [RatesModule, CalculatorsModule],
  entities: [],
  migrations: [CreateFinanceSchema1795691131805, Rates1795770000000],
});
