import { findInstrument } from '@pipcrafters/contracts';
import { formatFixed, formatNumber } from '@pipcrafters/ui';

export const SIDE_LABELS = { buy: 'Compra', sell: 'Venta' } as const;

/** A price with the instrument's digits (as the broker printed it when the instrument is unknown). */
export function formatPrice(price: string | null, symbol: string): string {
  if (price === null) return '—';
  const instrument = findInstrument(symbol);
  return instrument ? formatFixed(price, instrument.digits) : formatNumber(price, 8);
}
