import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ScreenshotsModule } from '../screenshots/screenshots.module';
import { JournalExportController } from './journal-export.controller';
import { TradesController } from './trades.controller';
import { TradesService } from './trades.service';

@Module({
  imports: [AccountsModule, ScreenshotsModule],
  controllers: [TradesController, JournalExportController],
  providers: [TradesService],
  exports: [TradesService],
})
export class TradesModule {}
