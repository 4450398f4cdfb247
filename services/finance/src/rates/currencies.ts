import { FINANCE_CURRENCIES } from '@pipcrafters/contracts';

/**
 * The currencies an admin may price in the rates table: FinanceHub's account currencies and the snapshot's, gold
 * and silver, and those of the ECB's daily reference rates. A pair of anything else is a typo ("USDMNX"), refused
 * rather than stored where nothing would ever read it.
 */
export const KNOWN_CURRENCIES: ReadonlySet<string> = new Set([
  ...FINANCE_CURRENCIES,
  ...['JPY', 'CHF', 'CAD', 'AUD', 'NZD', 'XAU', 'XAG'],
  ...['BGN', 'CZK', 'DKK', 'HUF', 'PLN', 'RON', 'SEK', 'ISK', 'NOK', 'TRY', 'BRL', 'CNY', 'HKD', 'IDR'],
  ...['ILS', 'INR', 'KRW', 'MYR', 'PHP', 'SGD', 'THB', 'ZAR', 'UYU', 'BOB', 'PYG', 'DOP', 'GTQ', 'CRC'],
]);
