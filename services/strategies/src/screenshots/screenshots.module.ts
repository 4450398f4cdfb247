import { Module } from '@nestjs/common';
import { StrategiesEnv } from '../config/strategies-env';
import { ScreenshotLinks } from './screenshot-links';
import { ScreenshotsController } from './screenshots.controller';
import { ScreenshotsService } from './screenshots.service';

@Module({
  controllers: [ScreenshotsController],
  providers: [
    ScreenshotsService,
    {
      provide: ScreenshotLinks,
      inject: [StrategiesEnv],
      useFactory: (env: StrategiesEnv) => new ScreenshotLinks(env.INTERNAL_SECRET),
    },
  ],
  exports: [ScreenshotsService],
})
export class ScreenshotsModule {}
