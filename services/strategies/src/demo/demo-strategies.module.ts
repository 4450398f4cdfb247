import { Module } from '@nestjs/common';
import { StrategiesModule } from '../strategies/strategies.module';
import { DemoStrategiesConsumer } from './demo-strategies.consumer';

@Module({ imports: [StrategiesModule], providers: [DemoStrategiesConsumer] })
export class DemoStrategiesModule {}
