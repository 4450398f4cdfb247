import { Module } from '@nestjs/common';
import { ScreenshotsModule } from '../screenshots/screenshots.module';
import { StrategiesController } from './strategies.controller';
import { StrategiesService } from './strategies.service';

@Module({
  imports: [ScreenshotsModule],
  controllers: [StrategiesController],
  providers: [StrategiesService],
  exports: [StrategiesService],
})
export class StrategiesModule {}
