import type { AccountKind, CreateAccountRequest, UpdateAccountRequest } from '@pipcrafters/contracts';
import { Omittable } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { JournalMessages } from '../../messages';

const texts = JournalMessages.accounts;
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
const BALANCE = /^\d{1,15}(\.\d{1,2})?$/;

export class CreateAccountDto implements CreateAccountRequest {
  @Transform(trimmed)
  @IsString({ message: texts.name })
  @MinLength(1, { message: texts.name })
  @MaxLength(80, { message: texts.name })
  name: string;

  @Omittable()
  @Transform(trimmed)
  @IsString({ message: texts.broker })
  @MaxLength(80, { message: texts.broker })
  broker?: string;

  @Transform(upper)
  @IsString({ message: texts.currency })
  @Matches(/^[A-Z]{3}$/, { message: texts.currency })
  currency: string;

  @IsString({ message: texts.initialBalance })
  @Matches(BALANCE, { message: texts.initialBalance })
  initialBalance: string;

  @IsIn(['demo', 'real'], { message: texts.kind })
  kind: AccountKind;
}

export class UpdateAccountDto implements UpdateAccountRequest {
  @Omittable()
  @Transform(trimmed)
  @IsString({ message: texts.name })
  @MinLength(1, { message: texts.name })
  @MaxLength(80, { message: texts.name })
  name?: string;

  @Omittable()
  @Transform(trimmed)
  @IsString({ message: texts.broker })
  @MaxLength(80, { message: texts.broker })
  broker?: string;

  @Omittable()
  @Transform(upper)
  @IsString({ message: texts.currency })
  @Matches(/^[A-Z]{3}$/, { message: texts.currency })
  currency?: string;

  @Omittable()
  @IsString({ message: texts.initialBalance })
  @Matches(BALANCE, { message: texts.initialBalance })
  initialBalance?: string;

  @Omittable()
  @IsIn(['demo', 'real'], { message: texts.kind })
  kind?: AccountKind;
}
