import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { type CalculatorAnswer, CalculatorsService } from './calculators.service';

/**
 * `POST /api/finance/calculators/{name}`: pip-value, position-size, margin, profit-loss, risk-reward, expectancy,
 * kelly, drawdown-recovery, compound-growth, swap or convert. The body is each calculator's own (contracts'
 * `CalculatorIO`), read by the shared rules rather than a DTO: the page shows the very same errors as the user types.
 */
@Controller('api/finance/calculators')
export class CalculatorsController {
  constructor(private readonly calculators: CalculatorsService) {}

  @Post(':name')
  @HttpCode(200)
  calculate(@Param('name') name: string, @Body() body: Record<string, unknown>): Promise<CalculatorAnswer> {
    return this.calculators.calculate(name, body);
  }
}
