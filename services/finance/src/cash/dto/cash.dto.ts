import { applyDecorators } from '@nestjs/common';
import {
  CASH_ACCOUNT_KINDS,
  CASH_LIMITS,
  type CashAccountKind,
  IMPORT_DATE_FORMATS,
  type ImportDateFormat,
  type ImportMapping,
  type RecurrenceFrequency,
  type TransactionKind,
} from '@pipcrafters/contracts';
import { emptyToUndefined } from '@pipcrafters/service-kit';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { FinanceMessages } from '../../messages';
import {
  CashName,
  Currency,
  Day,
  Description,
  Flag,
  Id,
  Month,
  NonNegativeMoney,
  nullable,
  Omittable,
  OneOf,
  PositiveMoney,
  SignedMoney,
} from './fields';

const texts = FinanceMessages.cash;

export class SettingsDto {
  @Omittable() @Currency() mainCurrency?: string;

  @Omittable() @ValidateIf(nullable) @NonNegativeMoney(texts.affordableLoss) affordableLoss?: string | null;
}

export class CreateAccountDto {
  @CashName() name: string;
  @OneOf(CASH_ACCOUNT_KINDS, texts.accountKind) kind: CashAccountKind;
  @Currency() currency: string;
  @Omittable() @SignedMoney(texts.openingBalance) openingBalance?: string;
}

export class UpdateAccountDto {
  @Omittable() @CashName() name?: string;
  @Omittable() @OneOf(CASH_ACCOUNT_KINDS, texts.accountKind) kind?: CashAccountKind;
  @Omittable() @Currency() currency?: string;
  @Omittable() @SignedMoney(texts.openingBalance) openingBalance?: string;
  @Omittable() @Flag('archived') archived?: boolean;
}

export class AccountsQuery {
  @Omittable()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' || value === '' ? false : value))
  @IsBoolean({ message: texts.flag('archived') })
  archived?: boolean;
}

export class CreateCategoryDto {
  @CashName() name: string;
  @OneOf(['income', 'expense'], texts.categoryKind) kind: 'income' | 'expense';
}

export class UpdateCategoryDto {
  @Omittable() @CashName() name?: string;
  @Omittable() @Flag('hidden') hidden?: boolean;
}

export class CreateTransactionDto {
  @Id('accountId') accountId: string;
  @OneOf(['income', 'expense', 'transfer'], texts.transactionKind) kind: TransactionKind;
  @PositiveMoney(texts.amount) amount: string;
  @Day() date: string;
  @Omittable() @Description() description?: string;
  @Omittable() @Id('categoryId', true) categoryId?: string | null;
  @Omittable() @Id('transferAccountId', true) transferAccountId?: string | null;
  @Omittable() @ValidateIf(nullable) @PositiveMoney(texts.transferAmount) transferAmount?: string | null;
}

export class UpdateTransactionDto {
  @Omittable() @Id('accountId') accountId?: string;
  @Omittable() @OneOf(['income', 'expense', 'transfer'], texts.transactionKind) kind?: TransactionKind;
  @Omittable() @PositiveMoney(texts.amount) amount?: string;
  @Omittable() @Day() date?: string;
  @Omittable() @Description() description?: string;
  @Omittable() @Id('categoryId', true) categoryId?: string | null;
  @Omittable() @Id('transferAccountId', true) transferAccountId?: string | null;
  @Omittable() @ValidateIf(nullable) @PositiveMoney(texts.transferAmount) transferAmount?: string | null;
}

export class TransactionsQuery {
  @Omittable() @Transform(emptyToUndefined) @Id('accountId') accountId?: string;
  @Omittable() @Transform(emptyToUndefined) @Id('categoryId') categoryId?: string;
  @Omittable()
  @Transform(emptyToUndefined)
  @OneOf(['income', 'expense', 'transfer'], texts.transactionKind)
  kind?: TransactionKind;
  @Omittable() @Transform(emptyToUndefined) @Day() from?: string;
  @Omittable() @Transform(emptyToUndefined) @Day() to?: string;
  @Omittable()
  @Transform(emptyToUndefined)
  @IsString({ message: texts.search })
  @MaxLength(100, { message: texts.search })
  q?: string;
  @Omittable()
  @Transform(emptyToUndefined)
  @IsString({ message: texts.cursor })
  @Matches(/^[A-Za-z0-9_-]{1,200}$/, { message: texts.cursor })
  cursor?: string;
  @Omittable()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: texts.limit })
  @Min(1, { message: texts.limit })
  @Max(CASH_LIMITS.pageMax, { message: texts.limit })
  limit = 50;
}

/** The list's filters, without paging: what the export writes. */
export class ExportQuery {
  @Omittable() @Transform(emptyToUndefined) @Id('accountId') accountId?: string;
  @Omittable() @Transform(emptyToUndefined) @Id('categoryId') categoryId?: string;
  @Omittable()
  @Transform(emptyToUndefined)
  @OneOf(['income', 'expense', 'transfer'], texts.transactionKind)
  kind?: TransactionKind;
  @Omittable() @Transform(emptyToUndefined) @Day() from?: string;
  @Omittable() @Transform(emptyToUndefined) @Day() to?: string;
  @Omittable()
  @Transform(emptyToUndefined)
  @IsString({ message: texts.search })
  @MaxLength(100, { message: texts.search })
  q?: string;
}

export class MonthQuery {
  @Omittable() @Transform(emptyToUndefined) @Month() month?: string;
}

export class SetBudgetDto {
  @Id('categoryId') categoryId: string;
  @Month() month: string;
  @NonNegativeMoney(texts.amount) amount: string;
}

export class CopyBudgetsDto {
  @Month() from: string;
  @Month() to: string;
}

export class CreateGoalDto {
  @CashName() name: string;
  @PositiveMoney(texts.target) target: string;
  @Currency() currency: string;
  @Day() targetDate: string;
  @Omittable() @Id('accountId', true) accountId?: string | null;
  @Omittable() @NonNegativeMoney(texts.saved) saved?: string;
}

export class UpdateGoalDto {
  @Omittable() @CashName() name?: string;
  @Omittable() @PositiveMoney(texts.target) target?: string;
  @Omittable() @Currency() currency?: string;
  @Omittable() @Day() targetDate?: string;
  @Omittable() @Id('accountId', true) accountId?: string | null;
  @Omittable() @NonNegativeMoney(texts.saved) saved?: string;
}

export class ContributionDto {
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value))
  @IsString({ message: texts.contribution })
  @Matches(/^-?\d{1,13}(\.\d{1,2})?$/, { message: texts.contribution })
  @Matches(/[1-9]/, { message: texts.contribution })
  amount: string;
}

const FREQUENCIES: RecurrenceFrequency[] = ['monthly', 'weekly', 'yearly'];

export class CreateRecurringDto {
  @Id('accountId') accountId: string;
  @OneOf(['income', 'expense'], texts.recurringKind) kind: 'income' | 'expense';
  @PositiveMoney(texts.amount) amount: string;
  @Description() description: string;
  @Omittable() @Id('categoryId', true) categoryId?: string | null;
  @OneOf(FREQUENCIES, texts.frequency) frequency: RecurrenceFrequency;
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @IsString({ message: texts.day })
  @Length(1, 5, { message: texts.day })
  day: string;
  /** The first day it may post on (today when absent). */
  @Omittable() @Day() startDate?: string;
}

export class UpdateRecurringDto {
  @Omittable() @Id('accountId') accountId?: string;
  @Omittable() @OneOf(['income', 'expense'], texts.recurringKind) kind?: 'income' | 'expense';
  @Omittable() @PositiveMoney(texts.amount) amount?: string;
  @Omittable() @Description() description?: string;
  @Omittable() @Id('categoryId', true) categoryId?: string | null;
  @Omittable() @OneOf(FREQUENCIES, texts.frequency) frequency?: RecurrenceFrequency;
  @Omittable()
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @IsString({ message: texts.day })
  @Length(1, 5, { message: texts.day })
  day?: string;
  @Omittable() @Day() startDate?: string;
  @Omittable() @Flag('active') active?: boolean;
}

export class DaysQuery {
  @Omittable()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: texts.days })
  @Min(1, { message: texts.days })
  @Max(366, { message: texts.days })
  days = 30;
}

export class MonthsQuery {
  @Omittable()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: texts.months })
  @Min(1, { message: texts.months })
  @Max(36, { message: texts.months })
  months = 12;
}

export class CategoryReportQuery {
  @Omittable() @Transform(emptyToUndefined) @Month() from?: string;
  @Omittable() @Transform(emptyToUndefined) @Month() to?: string;
}

const mappingText = texts.import.mapping;
/** A 0-based column index. */
const Column = (): PropertyDecorator =>
  applyDecorators(
    IsInt({ message: mappingText }),
    Min(0, { message: mappingText }),
    Max(199, { message: mappingText }),
  );

export class ImportMappingDto implements ImportMapping {
  @IsIn([',', ';', '\t'], { message: texts.import.mapping }) delimiter: ',' | ';' | '\t';
  @IsBoolean({ message: texts.import.mapping }) hasHeader: boolean;
  @Column() dateColumn: number;
  @IsIn(IMPORT_DATE_FORMATS as unknown as string[], { message: texts.import.mapping })
  dateFormat: ImportDateFormat;
  @Column() descriptionColumn: number;
  @ValidateIf(nullable)
  @Column()
  amountColumn: number | null;
  @ValidateIf(nullable)
  @Column()
  debitColumn: number | null;
  @ValidateIf(nullable)
  @Column()
  creditColumn: number | null;
  @IsIn([',', '.'], { message: texts.import.mapping }) decimalSeparator: ',' | '.';
}

export class ImportPreviewDto {
  @Id('accountId') accountId: string;
  @IsString({ message: texts.import.content })
  @MaxLength(CASH_LIMITS.importCharsMax, { message: texts.import.content })
  content: string;
  @Omittable()
  @IsObject({ message: texts.import.mapping })
  @ValidateNested({ message: texts.import.mapping })
  @Type(() => ImportMappingDto)
  mapping?: ImportMappingDto;
}

export class ImportDto {
  @Id('accountId') accountId: string;
  @IsString({ message: texts.import.fileName })
  @Length(1, 200, { message: texts.import.fileName })
  fileName: string;
  @IsString({ message: texts.import.content })
  @MaxLength(CASH_LIMITS.importCharsMax, { message: texts.import.content })
  content: string;
  @IsObject({ message: texts.import.mapping })
  @ValidateNested({ message: texts.import.mapping })
  @Type(() => ImportMappingDto)
  mapping: ImportMappingDto;
}
