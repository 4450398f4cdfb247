import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { FinanceEnv } from '../config/finance-env';
import { parseEcbReferenceRates } from './ecb';
import { RatesService } from './rates.service';

const DAY_MS = 24 * 3600 * 1000;
const TIMEOUT_MS = 15_000;
/** eurofxref-daily.xml is under 2 KB; a body far past that is not the file. */
const MAX_BYTES = 1024 * 1024;

/**
 * FINANCE_RATES_URL, when a deployment sets it: a provider answering the ECB's daily XML (the ECB's own
 * https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml, or a mirror), read on start and every 24 hours.
 * A failure (network, status, format) is logged and the stored table stays as it was.
 */
@Injectable()
export class RatesRefresh implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TiposDeCambio');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly env: FinanceEnv,
    private readonly rates: RatesService,
  ) {}

  onApplicationBootstrap(): void {
    const url = this.env.FINANCE_RATES_URL;
    if (!url) return;
    // Not awaited: the service listens whether or not the provider answers.
    void this.rates.ready().then(() => this.refresh(url));
    this.timer = setInterval(() => void this.refresh(url), DAY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Reads the provider once; true when its rates were stored. */
  async refresh(url: string): Promise<boolean> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = await response.text();
      if (body.length > MAX_BYTES) throw new Error(`${body.length} bytes`);
      const { date, rates } = parseEcbReferenceRates(body);
      await this.rates.set(rates, date, 'provider');
      this.logger.log(`Tipos de cambio del ${date} leídos de ${url}`);
      return true;
    } catch (error) {
      this.logger.warn(
        `No se pudieron leer los tipos de cambio de ${url} (${(error as Error).message}); se mantienen los guardados.`,
      );
      return false;
    }
  }
}
