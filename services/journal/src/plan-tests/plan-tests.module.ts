import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { PlanTestsController } from './plan-tests.controller';
import { PlanTestsService } from './plan-tests.service';

@Module({ imports: [AccountsModule], controllers: [PlanTestsController], providers: [PlanTestsService] })
export class PlanTestsModule {}
