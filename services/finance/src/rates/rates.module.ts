import { Module } from '@nestjs/common';
import { RatesController } from './rates.controller';
import { RatesService } from './rates.service';
import { RatesAdminController } from './rates-admin.controller';
import { RatesRefresh } from './rates-refresh';

@Module({
  controllers: [RatesController, RatesAdminController],
  providers: [RatesService, RatesRefresh],
  exports: [RatesService],
})
export class RatesModule {}
