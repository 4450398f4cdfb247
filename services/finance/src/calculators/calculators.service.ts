import { Injectable } from '@nestjs/common';
import {
  CALCULATOR_FUNCTIONS,
  CalculatorInputError,
  CalculatorMessages,
  type CalculatorMeta,
  type CalculatorName,
  ErrorCode,
  isCalculatorName,
  type RateTable,
  readCalculatorInput,
} from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { RatesService } from '../rates/rates.service';

export type CalculatorAnswer = object & { meta: CalculatorMeta };

const invalid = (errors: string[]) =>
  new ApiException(400, ErrorCode.VALIDATION_FAILED, errors.join(' '), errors);

/**
 * FinanceHub's calculators as an API (the assistant calls them): the same functions and input rules the page runs
 * as the user types, from contracts. A calculation first runs on the request's own rates (if any); only when it
 * needs one they lack does it read the service's table, and then its `meta` says that table's date and source.
 */
@Injectable()
export class CalculatorsService {
  constructor(private readonly rates: RatesService) {}

  async calculate(name: string, body: unknown): Promise<CalculatorAnswer> {
    if (!isCalculatorName(name)) {
      throw new ApiException(
        404,
        ErrorCode.NOT_FOUND,
        CalculatorMessages.unknownCalculator(name.slice(0, 40)),
      );
    }
    const read = readCalculatorInput(name, body);
    if (!read.ok) throw invalid(read.errors);
    const alone = this.attempt(name, read.input, {});
    if (alone) return { ...alone, meta: { ratesDate: null, ratesSource: 'request' } };
    const table = await this.rates.current();
    const result = this.attempt(name, read.input, table.rates, true);
    return { ...(result as object), meta: { ratesDate: table.date, ratesSource: table.source } };
  }

  /** The result, or null for a rate the tables lack (a 400 naming it when `last`). */
  private attempt(
    name: CalculatorName,
    input: unknown,
    serviceRates: RateTable,
    last = false,
  ): object | null {
    try {
      return (CALCULATOR_FUNCTIONS[name] as (input: unknown, rates: RateTable) => object)(
        input,
        serviceRates,
      );
    } catch (error) {
      if (!(error instanceof CalculatorInputError)) throw error;
      if (last) throw invalid([error.message]);
      return null;
    }
  }
}
