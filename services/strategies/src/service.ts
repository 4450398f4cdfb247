import { defineService } from '@pipcrafters/service-kit';
import { StrategiesEnv } from './config/strategies-env';
import { DemoStrategiesModule } from './demo/demo-strategies.module';
import { CreateStrategiesSchema1795688036868 } from './migrations/1795688036868-create-strategies-schema';
import { Strategies1795751000000 } from './migrations/1795751000000-strategies';
import { ScreenshotEntity } from './screenshots/screenshot.entity';
import { ScreenshotsModule } from './screenshots/screenshots.module';
import { StorageModule } from './storage/storage.module';
import { StrategiesModule } from './strategies/strategies.module';
import { StrategyEntity } from './strategies/strategy.entity';
import { StrategyVersionEntity } from './strategies/strategy-version.entity';

/**
 * Strategies: a user's playbooks (rules with ids that outlive their rewording, risk limits, a checklist, example
 * screenshots) and every version of each; the journal keeps its copy from the events published here.
 */
export const service = defineService({
  name: 'strategies',
  env: StrategiesEnv,
  modules: [StorageModule, StrategiesModule, ScreenshotsModule, DemoStrategiesModule],
  entities: [StrategyEntity, StrategyVersionEntity, ScreenshotEntity],
  migrations: [CreateStrategiesSchema1795688036868, Strategies1795751000000],
});
