import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { ErrorCode, type RatesSnapshot } from '@pipcrafters/contracts';
import { ApiException, Roles } from '@pipcrafters/service-kit';
import { FinanceMessages } from '../messages';
import { day, isFuture, todayUtc } from './days';
import { EcbUploadDto, SetRatesDto } from './dto/rates.dto';
import { EcbFileError, parseEcbReferenceRates } from './ecb';
import { RatesService } from './rates.service';

/** `/api/admin/finance/rates`: admins set rates by hand or from the ECB's daily file (ADMIN here too, not only at the gateway). */
@Controller('api/admin/finance/rates')
@Roles('ADMIN')
export class RatesAdminController {
  constructor(private readonly rates: RatesService) {}

  /** Sets the pairs given, as of `date` (today in UTC when left out); the others keep their rates. */
  @Put()
  set(@Body() body: SetRatesDto): Promise<RatesSnapshot> {
    const date = body.date ?? todayUtc();
    if (day(date) !== date || isFuture(date)) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, FinanceMessages.rates.date);
    }
    return this.rates.set(body.rates, date, 'admin');
  }

  /** The ECB's euro reference rates (eurofxref-daily.xml, or the CSV of eurofxref.zip) as dollar pairs. */
  @Post('ecb')
  @HttpCode(200)
  async uploadEcb(@Body() body: EcbUploadDto): Promise<RatesSnapshot> {
    let parsed: ReturnType<typeof parseEcbReferenceRates>;
    try {
      parsed = parseEcbReferenceRates(body.content);
    } catch (error) {
      if (error instanceof EcbFileError)
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, error.message);
      throw error;
    }
    return this.rates.set(parsed.rates, parsed.date, 'admin');
  }
}
