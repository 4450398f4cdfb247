import { DatabaseEnv } from '@pipcrafters/service-kit';
import { Transform } from 'class-transformer';
import { IsUrl, ValidateIf } from 'class-validator';

/**
 * finance's settings: what every service has (PORT from the table, DATABASE_URL, INTERNAL_SECRET...), and where
 * FinanceHub's exchange rates may come from besides the shipped snapshot and the admins' updates.
 */
export class FinanceEnv extends DatabaseEnv {
  /**
   * A URL answering the ECB's daily reference rates format (eurofxref-daily.xml): read on start and every 24 hours;
   * when it fails, the stored table stays. Unset (the default): no network, the snapshot and the admins' rates.
   */
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined))
  @ValidateIf((env: FinanceEnv) => env.FINANCE_RATES_URL !== undefined)
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'FINANCE_RATES_URL debe ser una URL http(s) completa' },
  )
  FINANCE_RATES_URL?: string;
}
