import { apiFetch } from '@pipcrafters/api-client';
import type { RatesSnapshot } from '@pipcrafters/contracts';
import { useQuery } from '@tanstack/react-query';

export const financeKeys = {
  all: ['finance'] as const,
  rates: () => ['finance', 'rates'] as const,
};

export const financeApi = {
  rates: (signal?: AbortSignal) => apiFetch<RatesSnapshot>('/api/finance/rates', { signal }),
};

/** The service's reference rates, fetched once: every calculator then runs in the browser with them. */
export const useRates = () =>
  useQuery({ queryKey: financeKeys.rates(), queryFn: ({ signal }) => financeApi.rates(signal) });
