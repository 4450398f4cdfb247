import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import type {
  Budget,
  BudgetMonth,
  CashAccount,
  CashCategory,
  CashImport,
  CashSettings,
  CashSummary,
  CashTransaction,
  CashTransactionPage,
  CategoryReport,
  ImportPreview,
  MonthlyReport,
  RecurringTransaction,
  RiskCapital,
  SavingsGoal,
  UpcomingPosting,
} from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import { AccountsService } from './accounts.service';
import { BudgetsService } from './budgets.service';
import { CategoriesService } from './categories.service';
import {
  AccountsQuery,
  CategoryReportQuery,
  ContributionDto,
  CopyBudgetsDto,
  CreateAccountDto,
  CreateCategoryDto,
  CreateGoalDto,
  CreateRecurringDto,
  CreateTransactionDto,
  DaysQuery,
  ExportQuery,
  ImportDto,
  ImportPreviewDto,
  MonthQuery,
  MonthsQuery,
  SetBudgetDto,
  SettingsDto,
  TransactionsQuery,
  UpdateAccountDto,
  UpdateCategoryDto,
  UpdateGoalDto,
  UpdateRecurringDto,
  UpdateTransactionDto,
} from './dto/cash.dto';
import { GoalsService } from './goals.service';
import { ImportsService } from './imports.service';
import { RecurringService } from './recurring.service';
import { ReportsService } from './reports.service';
import { CashSettingsService } from './settings.service';
import { TransactionsService } from './transactions.service';

/** CashCrafter's HTTP API (`/api/finance/…`): every route is the signed-in user's own money and nobody else's. */

@Controller('api/finance/settings')
export class CashSettingsController {
  constructor(private readonly settings: CashSettingsService) {}

  @Get()
  get(@CurrentUser() user: SignedInUser): Promise<CashSettings> {
    return this.settings.view(user.userId);
  }

  @Put()
  update(@CurrentUser() user: SignedInUser, @Body() dto: SettingsDto): Promise<CashSettings> {
    return this.settings.update(user.userId, dto);
  }
}

@Controller('api/finance/accounts')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly recurring: RecurringService,
  ) {}

  @Get()
  async list(@CurrentUser() user: SignedInUser, @Query() query: AccountsQuery): Promise<CashAccount[]> {
    await this.recurring.postDue(user.userId);
    return this.accounts.list(user.userId, query.archived ?? false);
  }

  @Get(':id')
  one(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<CashAccount> {
    return this.accounts.one(user.userId, id);
  }

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() dto: CreateAccountDto): Promise<CashAccount> {
    return this.accounts.create(user.userId, dto);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() dto: UpdateAccountDto,
  ): Promise<CashAccount> {
    return this.accounts.update(user.userId, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    return this.accounts.remove(user.userId, id);
  }
}

@Controller('api/finance/categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<CashCategory[]> {
    return this.categories.list(user.userId);
  }

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() dto: CreateCategoryDto): Promise<CashCategory> {
    return this.categories.create(user.userId, dto);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() dto: UpdateCategoryDto,
  ): Promise<CashCategory> {
    return this.categories.update(user.userId, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    return this.categories.remove(user.userId, id);
  }
}

@Controller('api/finance/transactions')
export class TransactionsController {
  constructor(
    private readonly transactions: TransactionsService,
    private readonly recurring: RecurringService,
  ) {}

  @Get()
  async list(
    @CurrentUser() user: SignedInUser,
    @Query() query: TransactionsQuery,
  ): Promise<CashTransactionPage> {
    await this.recurring.postDue(user.userId);
    return this.transactions.list(user.userId, query);
  }

  /** The filtered transactions as a CSV for a spreadsheet (semicolons, decimal commas, UTF-8 with BOM). */
  @Get('export')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="cashcrafter-movimientos.csv"')
  async export(@CurrentUser() user: SignedInUser, @Query() query: ExportQuery): Promise<string> {
    await this.recurring.postDue(user.userId);
    return this.transactions.exportCsv(user.userId, query);
  }

  @Get(':id')
  one(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<CashTransaction> {
    return this.transactions.one(user.userId, id);
  }

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() dto: CreateTransactionDto): Promise<CashTransaction> {
    return this.transactions.create(user.userId, dto);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() dto: UpdateTransactionDto,
  ): Promise<CashTransaction> {
    return this.transactions.update(user.userId, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    return this.transactions.remove(user.userId, id);
  }
}

@Controller('api/finance/budgets')
export class BudgetsController {
  constructor(
    private readonly budgets: BudgetsService,
    private readonly recurring: RecurringService,
  ) {}

  @Get()
  async month(@CurrentUser() user: SignedInUser, @Query() query: MonthQuery): Promise<BudgetMonth> {
    await this.recurring.postDue(user.userId);
    return this.budgets.month(user.userId, query.month);
  }

  @Put()
  set(@CurrentUser() user: SignedInUser, @Body() dto: SetBudgetDto): Promise<Budget> {
    return this.budgets.set(user.userId, dto);
  }

  @Post('copy')
  @HttpCode(200)
  copy(@CurrentUser() user: SignedInUser, @Body() dto: CopyBudgetsDto): Promise<BudgetMonth> {
    return this.budgets.copy(user.userId, dto.from, dto.to);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    return this.budgets.remove(user.userId, id);
  }
}

@Controller('api/finance/goals')
export class GoalsController {
  constructor(private readonly goals: GoalsService) {}

  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<SavingsGoal[]> {
    return this.goals.list(user.userId);
  }

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() dto: CreateGoalDto): Promise<SavingsGoal> {
    return this.goals.create(user.userId, dto);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() dto: UpdateGoalDto,
  ): Promise<SavingsGoal> {
    return this.goals.update(user.userId, id, dto);
  }

  @Post(':id/contributions')
  @HttpCode(200)
  contribute(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() dto: ContributionDto,
  ): Promise<SavingsGoal> {
    return this.goals.contribute(user.userId, id, dto.amount);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    return this.goals.remove(user.userId, id);
  }
}

@Controller('api/finance/recurring')
export class RecurringController {
  constructor(private readonly recurring: RecurringService) {}

  @Get()
  async list(@CurrentUser() user: SignedInUser): Promise<RecurringTransaction[]> {
    await this.recurring.postDue(user.userId);
    return this.recurring.list(user.userId);
  }

  @Get('upcoming')
  upcoming(@CurrentUser() user: SignedInUser, @Query() query: DaysQuery): Promise<UpcomingPosting[]> {
    return this.recurring.upcoming(user.userId, query.days);
  }

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() dto: CreateRecurringDto): Promise<RecurringTransaction> {
    return this.recurring.create(user.userId, dto);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() dto: UpdateRecurringDto,
  ): Promise<RecurringTransaction> {
    return this.recurring.update(user.userId, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    return this.recurring.remove(user.userId, id);
  }
}

@Controller('api/finance/imports')
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @Post('preview')
  @HttpCode(200)
  preview(@CurrentUser() user: SignedInUser, @Body() dto: ImportPreviewDto): Promise<ImportPreview> {
    return this.imports.preview(user.userId, dto);
  }

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() dto: ImportDto): Promise<CashImport> {
    return this.imports.create(user.userId, dto);
  }

  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<CashImport[]> {
    return this.imports.list(user.userId);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    return this.imports.remove(user.userId, id);
  }
}

@Controller('api/finance')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('summary')
  summary(@CurrentUser() user: SignedInUser): Promise<CashSummary> {
    return this.reports.summary(user.userId);
  }

  @Get('risk-capital')
  riskCapital(@CurrentUser() user: SignedInUser): Promise<RiskCapital> {
    return this.reports.riskCapital(user.userId);
  }

  @Get('reports/monthly')
  monthly(@CurrentUser() user: SignedInUser, @Query() query: MonthsQuery): Promise<MonthlyReport> {
    return this.reports.monthly(user.userId, query.months);
  }

  @Get('reports/categories')
  categories(
    @CurrentUser() user: SignedInUser,
    @Query() query: CategoryReportQuery,
  ): Promise<CategoryReport> {
    return this.reports.categories(user.userId, query.from, query.to);
  }
}
