import { defineService } from '@pipcrafters/service-kit';
import { CalculatorsModule } from './calculators/calculators.module';
import { CashModule } from './cash/cash.module';
import { FinanceEnv } from './config/finance-env';
import { CreateFinanceSchema1795691131805 } from './migrations/1795691131805-create-finance-schema';
import { Rates1795770000000 } from './migrations/1795770000000-rates';
import { Cashcrafter1795800000000 } from './migrations/1795800000000-cashcrafter';
import { RatesModule } from './rates/rates.module';

/**
 * Finance: FinanceHub's exchange rates (the shipped snapshot, admins' updates, an optional provider) and its
 * calculators as an API; CashCrafter's personal finance (accounts, transactions, budgets, goals, recurring
 * transactions, CSV imports, reports and the "capital de riesgo", with the journal's monthly results from its events).
 */
export const service = defineService({
  name: 'finance',
  env: FinanceEnv,
  modules: [RatesModule, CalculatorsModule, CashModule],
  entities: [],
  migrations: [CreateFinanceSchema1795691131805, Rates1795770000000, Cashcrafter1795800000000],
});
