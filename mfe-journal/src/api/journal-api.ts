import { apiFetch } from '@pipcrafters/api-client';
import type {
  CreateAccountRequest,
  DailyResult,
  ImportFormat,
  ImportSummary,
  JournalStrategy,
  Trade,
  TradeInput,
  TradePage,
  TradingAccount,
  UpdateAccountRequest,
} from '@pipcrafters/contracts';
import type { CsvMapping } from '../imports/csv-mapping';
import { type UploadOptions, uploadForm } from './upload';

/**
 * Every journal query lives under `journal`, so a realtime push (`trade:new`, `trade:update`) reads everything
 * that shows trades again: the list with its totals, the calendar, the accounts' trade counts, the import history.
 */
export const journalKeys = {
  all: ['journal'] as const,
  accounts: () => ['journal', 'accounts'] as const,
  trades: () => ['journal', 'trades'] as const,
  tradeList: (query: string) => ['journal', 'trades', 'list', query] as const,
  trade: (id: string) => ['journal', 'trades', 'detail', id] as const,
  calendar: (query: string) => ['journal', 'calendar', query] as const,
  imports: () => ['journal', 'imports'] as const,
  csvPresets: () => ['journal', 'csv-presets'] as const,
  strategies: () => ['journal', 'strategies'] as const,
};

export interface CsvPreview {
  delimiter: string;
  header: string[];
  rows: string[][];
  preset: { id: string; name: string; mapping: CsvMapping } | null;
}

export interface CsvPreset {
  id: string;
  name: string;
  mapping: CsvMapping;
}

export interface ImportRequest {
  file: File;
  accountId: string;
  preview: boolean;
  format?: ImportFormat;
  timeZone?: string;
  mapping?: CsvMapping;
  uploadId?: string;
}

const segment = (id: string) => encodeURIComponent(id);

export const journalApi = {
  accounts: (signal?: AbortSignal) => apiFetch<TradingAccount[]>('/api/journal/accounts', { signal }),
  createAccount: (request: CreateAccountRequest) =>
    apiFetch<TradingAccount>('/api/journal/accounts', { method: 'POST', body: request }),
  updateAccount: (id: string, request: UpdateAccountRequest) =>
    apiFetch<TradingAccount>(`/api/journal/accounts/${segment(id)}`, { method: 'PATCH', body: request }),
  deleteAccount: (id: string) => apiFetch<void>(`/api/journal/accounts/${segment(id)}`, { method: 'DELETE' }),

  trades: (query: string, signal?: AbortSignal) =>
    apiFetch<TradePage>(`/api/journal/trades?${query}`, { signal }),
  trade: (id: string, signal?: AbortSignal) =>
    apiFetch<Trade>(`/api/journal/trades/${segment(id)}`, { signal }),
  createTrade: (input: TradeInput) => apiFetch<Trade>('/api/journal/trades', { method: 'POST', body: input }),
  updateTrade: (id: string, input: Partial<TradeInput>) =>
    apiFetch<Trade>(`/api/journal/trades/${segment(id)}`, { method: 'PATCH', body: input }),
  deleteTrade: (id: string) => apiFetch<void>(`/api/journal/trades/${segment(id)}`, { method: 'DELETE' }),
  /** Deletes, (un)tags, or gives a strategy (null takes it away) to many trades; trades already on it keep their review. */
  bulk: (request: {
    ids: string[];
    action: 'delete' | 'tag' | 'strategy';
    addTags?: string[];
    removeTags?: string[];
    strategyId?: string | null;
  }) => apiFetch<{ updated: number }>('/api/journal/trades/bulk', { method: 'POST', body: request }),
  exportUrl: (query: string) => `/api/journal/trades/export.csv${query ? `?${query}` : ''}`,

  /** The caller's strategies as the journal knows them (its replica, fed by the strategies service's events). */
  strategies: (signal?: AbortSignal) => apiFetch<JournalStrategy[]>('/api/journal/strategies', { signal }),

  calendar: (query: string, signal?: AbortSignal) =>
    apiFetch<DailyResult[]>(`/api/journal/calendar?${query}`, { signal }),

  importFile: (request: ImportRequest, options?: UploadOptions) =>
    uploadForm<ImportSummary>(
      '/api/journal/imports',
      () => {
        const form = new FormData();
        form.set('accountId', request.accountId);
        form.set('preview', String(request.preview));
        if (request.format) form.set('format', request.format);
        if (request.timeZone) form.set('timeZone', request.timeZone);
        if (request.mapping) form.set('mapping', JSON.stringify(request.mapping));
        if (request.uploadId) form.set('uploadId', request.uploadId);
        form.set('file', request.file, request.file.name);
        return form;
      },
      options,
    ),
  imports: (signal?: AbortSignal) => apiFetch<ImportSummary[]>('/api/journal/imports', { signal }),
  undoImport: (id: string) =>
    apiFetch<ImportSummary>(`/api/journal/imports/${segment(id)}`, { method: 'DELETE' }),

  csvPreview: (file: File, options: { delimiter?: string; skipRows?: number } = {}) =>
    uploadForm<CsvPreview>('/api/journal/imports/csv-preview', () => {
      const form = new FormData();
      if (options.delimiter) form.set('delimiter', options.delimiter);
      if (options.skipRows !== undefined) form.set('skipRows', String(options.skipRows));
      form.set('file', file, file.name);
      return form;
    }),
  csvPresets: (signal?: AbortSignal) => apiFetch<CsvPreset[]>('/api/journal/csv-presets', { signal }),
  saveCsvPreset: (name: string, mapping: CsvMapping) =>
    apiFetch<CsvPreset>('/api/journal/csv-presets', { method: 'POST', body: { name, mapping } }),
  deleteCsvPreset: (id: string) =>
    apiFetch<void>(`/api/journal/csv-presets/${segment(id)}`, { method: 'DELETE' }),
};
