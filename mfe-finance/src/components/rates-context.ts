import type { RateTable } from '@pipcrafters/contracts';
import { createContext, useContext } from 'react';

export interface ReferenceRates {
  table: RateTable;
  /** The snapshot's date ("2025-06-30"); null when the rates could not be loaded. */
  date: string | null;
}

export const RatesContext = createContext<ReferenceRates>({ table: {}, date: null });

export const useReferenceRates = () => useContext(RatesContext);
