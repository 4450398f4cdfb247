import { Module } from '@nestjs/common';
import { RatesModule } from '../rates/rates.module';
import { AccountsService } from './accounts.service';
import { BudgetsService } from './budgets.service';
import {
  AccountsController,
  BudgetsController,
  CashSettingsController,
  CategoriesController,
  GoalsController,
  ImportsController,
  RecurringController,
  ReportsController,
  TransactionsController,
} from './cash.controllers';
import { CashEventsConsumer } from './cash-events.consumer';
import { CategoriesService } from './categories.service';
import { DemoCashConsumer } from './demo-cash.consumer';
import { GoalsService } from './goals.service';
import { ImportsService } from './imports.service';
import { RecurringService } from './recurring.service';
import { ReportsService } from './reports.service';
import { CashSettingsService } from './settings.service';
import { TransactionsService } from './transactions.service';

/** CashCrafter: the household money behind the trading account. */
@Module({
  imports: [RatesModule],
  controllers: [
    CashSettingsController,
    AccountsController,
    CategoriesController,
    TransactionsController,
    BudgetsController,
    GoalsController,
    RecurringController,
    ImportsController,
    ReportsController,
  ],
  providers: [
    CashSettingsService,
    AccountsService,
    CategoriesService,
    TransactionsService,
    BudgetsService,
    GoalsService,
    RecurringService,
    ImportsService,
    ReportsService,
    CashEventsConsumer,
    DemoCashConsumer,
  ],
})
export class CashModule {}
