import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';

@Module({ imports: [AccountsModule], controllers: [ImportsController], providers: [ImportsService] })
export class ImportsModule {}
