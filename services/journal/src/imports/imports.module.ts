import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ScreenshotsModule } from '../screenshots/screenshots.module';
import { CsvPresetsController } from './csv-presets.controller';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';

@Module({
  imports: [AccountsModule, ScreenshotsModule],
  controllers: [ImportsController, CsvPresetsController],
  providers: [ImportsService],
})
export class ImportsModule {}
