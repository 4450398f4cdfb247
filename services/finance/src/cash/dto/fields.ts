import { applyDecorators } from '@nestjs/common';
import { CASH_LIMITS } from '@pipcrafters/contracts';
import { Omittable, VisibleCharacters } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { FinanceMessages } from '../../messages';
import { daysInMonth } from '../recurrence';

const texts = FinanceMessages.cash;

/** An assistant or a script may send numbers: 49.9 is read as "49.9" (and 0.1 + 0.2's float noise is refused). */
const numberAsText = ({ value }: { value: unknown }) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value;

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value.normalize('NFC').replace(/^[\t\n\r\p{Zs}]+|[\t\n\r\p{Zs}]+$/gu, '')
    : value;

export const nullable = (_object: object, value: unknown) => value !== null;

/** A positive amount of money: up to 13 digits and 2 decimals. */
export function PositiveMoney(message: string): PropertyDecorator {
  return applyDecorators(
    Transform(numberAsText),
    IsString({ message }),
    Matches(/^\d{1,13}(\.\d{1,2})?$/, { message }),
    Matches(/[1-9]/, { message }),
  );
}

/** Zero or more. */
export function NonNegativeMoney(message: string): PropertyDecorator {
  return applyDecorators(
    Transform(numberAsText),
    IsString({ message }),
    Matches(/^\d{1,13}(\.\d{1,2})?$/, { message }),
  );
}

/** Any sign (an opening balance: a card starts in debt). */
export function SignedMoney(message: string): PropertyDecorator {
  return applyDecorators(
    Transform(numberAsText),
    IsString({ message }),
    Matches(/^-?\d{1,13}(\.\d{1,2})?$/, { message }),
  );
}

@ValidatorConstraint({ name: 'calendarDay' })
export class CalendarDay implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string') return false;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return (
      year >= 1900 && year <= 2200 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
    );
  }

  defaultMessage(): string {
    return texts.date;
  }
}

/** A real calendar day, YYYY-MM-DD. */
export function Day(message: string = texts.date): PropertyDecorator {
  return applyDecorators(IsString({ message }), Validate(CalendarDay, { message }));
}

/** YYYY-MM. */
export function Month(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: texts.month }),
    Matches(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, { message: texts.month }),
  );
}

/** A name: trimmed, 1–60 visible characters. */
export function CashName(): PropertyDecorator {
  return applyDecorators(
    Transform(trimmed),
    IsString({ message: texts.name }),
    Length(1, CASH_LIMITS.nameMax, { message: texts.name }),
    Validate(VisibleCharacters, { message: texts.name }),
  );
}

/** A transaction's text: trimmed, up to 200 visible characters (may be empty). */
export function Description(): PropertyDecorator {
  return applyDecorators(
    Transform(trimmed),
    IsString({ message: texts.description }),
    MaxLength(CASH_LIMITS.descriptionMax, { message: texts.description }),
    Validate(VisibleCharacters, { message: texts.description }),
  );
}

/** A three-letter currency code (whether the rates convert it is the service's check). */
export function Currency(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)),
    IsString({ message: texts.currency }),
    Matches(/^[A-Z]{3}$/, { message: texts.currency }),
  );
}

/** An id, or null where `allowNull`. */
export function Id(field: string, allowNull = false): PropertyDecorator {
  return applyDecorators(
    ...(allowNull ? [ValidateIf(nullable)] : []),
    IsUUID('all', { message: texts.id(field) }),
  );
}

export function Flag(field: string): PropertyDecorator {
  return IsBoolean({ message: texts.flag(field) });
}

export function OneOf(values: readonly string[], message: string): PropertyDecorator {
  return IsIn(values as string[], { message });
}

export { Omittable };
