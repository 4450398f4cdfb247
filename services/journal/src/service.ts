import { defineService } from '@pipcrafters/service-kit';
import { AccountEntity } from './accounts/account.entity';
import { AccountsModule } from './accounts/accounts.module';
import { JournalEnv } from './config/journal-env';
import { DemoJournalModule } from './demo/demo-journal.module';
import { CsvPresetEntity, ImportEntity, MovementEntity } from './imports/import.entities';
import { ImportsModule } from './imports/imports.module';
import { CreateJournalSchema1795700000000 } from './migrations/1795700000000-create-journal-schema';
import { TradeScreenshots1795710000000 } from './migrations/1795710000000-trade-screenshots';
import { Reflections1795720000000 } from './migrations/1795720000000-reflections';
import { DataVersions1795740000000 } from './migrations/1795740000000-data-versions';
import { Strategies1795750000000 } from './migrations/1795750000000-strategies';
import { Readiness1795760000000 } from './migrations/1795760000000-readiness';
import { TradeTotals1795770000000 } from './migrations/1795770000000-trade-totals';
import { PlanTestsModule } from './plan-tests/plan-tests.module';
import { ReadinessModule } from './readiness/readiness.module';
import { ReflectionEntity } from './reflections/reflection.entity';
import { ReflectionsModule } from './reflections/reflections.module';
import { ScreenshotEntity } from './screenshots/screenshot.entity';
import { ScreenshotsModule } from './screenshots/screenshots.module';
import { StatsModule } from './stats/stats.module';
import { StorageModule } from './storage/storage.module';
import { StrategiesModule } from './strategies/strategies.module';
import { StrategyEntity } from './strategies/strategy.entity';
import { TiltModule } from './tilt/tilt.module';
import { TradeEntity } from './trades/trade.entity';
import { TradesModule } from './trades/trades.module';
import { WhatIfModule } from './what-if/what-if.module';

/**
 * PipJournal: trading accounts, trades (manual and imported from statements), imports and their movements,
 * EdgePilot's figures, the copy of the user's strategies with each one's figures, the trades test and what-if,
 * MindCrafter's tilt meter and each day's readiness from its check-ins.
 */
export const service = defineService({
  name: 'journal',
  env: JournalEnv,
  modules: [
    StorageModule,
    AccountsModule,
    TradesModule,
    ImportsModule,
    ScreenshotsModule,
    StatsModule,
    ReflectionsModule,
    StrategiesModule,
    PlanTestsModule,
    WhatIfModule,
    TiltModule,
    ReadinessModule,
    DemoJournalModule,
  ],
  entities: [
    AccountEntity,
    TradeEntity,
    ImportEntity,
    MovementEntity,
    CsvPresetEntity,
    ScreenshotEntity,
    ReflectionEntity,
    StrategyEntity,
  ],
  migrations: [
    CreateJournalSchema1795700000000,
    TradeScreenshots1795710000000,
    Reflections1795720000000,
    DataVersions1795740000000,
    Strategies1795750000000,
    Readiness1795760000000,
    TradeTotals1795770000000,
  ],
});
