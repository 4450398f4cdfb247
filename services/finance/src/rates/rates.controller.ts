import { Controller, Get } from '@nestjs/common';
import type { RatesSnapshot } from '@pipcrafters/contracts';
import { RatesService } from './rates.service';

/** `GET /api/finance/rates`: the table FinanceHub converts with, its date and where it came from. */
@Controller('api/finance/rates')
export class RatesController {
  constructor(private readonly rates: RatesService) {}

  @Get()
  current(): Promise<RatesSnapshot> {
    return this.rates.current();
  }
}
