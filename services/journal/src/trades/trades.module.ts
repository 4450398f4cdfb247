import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { JournalExportController } from './journal-export.controller';
import { TradesController } from './trades.controller';
import { TradesService } from './trades.service';

@Module({
  imports: [AccountsModule],
  controllers: [TradesController, JournalExportController],
  providers: [TradesService],
  exports: [TradesService],
})
export class TradesModule {}
