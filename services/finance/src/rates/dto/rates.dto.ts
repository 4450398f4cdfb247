import type { RateTable } from '@pipcrafters/contracts';
import { type DescribedConstraint, Omittable } from '@pipcrafters/service-kit';
import {
  IsString,
  Length,
  Matches,
  Validate,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { FinanceMessages } from '../../messages';
import { KNOWN_CURRENCIES } from '../currencies';

const texts = FinanceMessages.rates;

const PRICE = /^\d{1,13}(\.\d{1,10})?$/;
const MAX_PAIRS = 200;

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isKnownPair = (key: string) =>
  /^[A-Z]{6}$/.test(key) &&
  KNOWN_CURRENCIES.has(key.slice(0, 3)) &&
  KNOWN_CURRENCIES.has(key.slice(3)) &&
  key.slice(0, 3) !== key.slice(3);

const isPrice = (value: unknown) => typeof value === 'string' && PRICE.test(value) && /[1-9]/.test(value);

/** The first thing wrong with a table of rates an admin sends, as its Spanish message; null when it is right. */
export function rateTableProblem(value: unknown): string | null {
  if (!isTable(value)) return texts.table;
  const entries = Object.entries(value);
  if (entries.length === 0 || entries.length > MAX_PAIRS) return texts.table;
  for (const [key, price] of entries) {
    if (!isKnownPair(key)) return texts.pair(key.slice(0, 40));
    if (!isPrice(price)) return texts.price(key);
    const inverse = `${key.slice(3)}${key.slice(0, 3)}`;
    if (Object.hasOwn(value, inverse)) return texts.inverseBoth(key, inverse);
  }
  return null;
}

/** 1 to 200 pairs of two known currencies, each priced as a positive decimal string. */
@ValidatorConstraint({ name: 'rateTable' })
export class RateTableConstraint implements ValidatorConstraintInterface {
  static readonly jsonSchema: DescribedConstraint['jsonSchema'] = {
    type: 'object',
    additionalProperties: { type: 'string', pattern: PRICE.source },
    description: texts.table,
  };

  validate(value: unknown): boolean {
    return rateTableProblem(value) === null;
  }

  defaultMessage(args: ValidationArguments): string {
    return rateTableProblem(args.value) ?? texts.table;
  }
}

/** `PUT /api/admin/finance/rates`: the pairs to set (the others keep theirs) and the day they are of. */
export class SetRatesDto {
  @Validate(RateTableConstraint)
  rates: RateTable;

  /** YYYY-MM-DD; today (UTC) when left out. */
  @Omittable()
  @IsString({ message: texts.date })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: texts.date })
  date?: string;
}

/** `POST /api/admin/finance/rates/ecb`: the text of eurofxref-daily.xml, or of the CSV in eurofxref.zip. */
export class EcbUploadDto {
  @IsString({ message: texts.content })
  @Length(1, 90_000, { message: texts.content })
  content: string;
}
