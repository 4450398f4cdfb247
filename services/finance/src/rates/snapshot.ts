import type { RateTable } from '@pipcrafters/contracts';

/**
 * The reference rates FinanceHub ships with, so every conversion works offline: a dated reference snapshot, NOT
 * live prices. Approximate mid-market values of 30 June 2025, rounded to the digits shown (compiled for reference,
 * not an official fixing). Each pair as the market quotes it against USD; crosses are derived through USD. An admin replaces them (by hand or
 * with the ECB's daily file) and a deployment can point FINANCE_RATES_URL at a provider; a newer snapshot in a
 * later release replaces only the rows still holding an older snapshot's values.
 */
export const RATES_SNAPSHOT: { date: string; rates: RateTable } = {
  date: '2025-06-30',
  rates: {
    EURUSD: '1.1720',
    GBPUSD: '1.3700',
    USDJPY: '144.35',
    USDMXN: '18.80',
    USDCOP: '4080',
    USDARS: '1180',
    USDCLP: '933',
    USDPEN: '3.55',
    USDCHF: '0.7970',
    USDCAD: '1.3660',
    AUDUSD: '0.6550',
    NZDUSD: '0.6060',
    XAUUSD: '3300',
  },
};
