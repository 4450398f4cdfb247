import { Module } from '@nestjs/common';
import { TimeZonesConsumer } from './time-zones.consumer';
import { TimeZonesService } from './time-zones.service';

@Module({ providers: [TimeZonesService, TimeZonesConsumer], exports: [TimeZonesService] })
export class TimeZonesModule {}
