import { Module } from '@nestjs/common';
import { ScreenshotsModule } from '../screenshots/screenshots.module';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';

@Module({
  imports: [ScreenshotsModule],
  controllers: [AccountsController],
  providers: [AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
