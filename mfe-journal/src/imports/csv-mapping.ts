/**
 * The CSV importer's mapping as the journal service reads it (`CsvMapping` in
 * services/journal/src/imports/parsers/csv.ts), and the mapping screen's draft of it.
 */
export type CsvDelimiter = ',' | ';' | '\t';

export interface CsvSides {
  buy: string[];
  sell: string[];
}

interface CsvMappingBase {
  delimiter: CsvDelimiter | 'auto';
  decimalComma: boolean;
  dateFormat: string;
  timeZone: string | null;
  skipRows: number;
  preamble?: { account?: number; symbol?: number };
  costsArePositive: boolean;
}

export type CsvColumns = Record<string, string | string[] | undefined>;

export interface CsvTradesMapping extends CsvMappingBase {
  mode: 'trades';
  columns: CsvColumns & { volume: string };
  sides?: CsvSides;
}

export interface CsvExecutionsMapping extends CsvMappingBase {
  mode: 'executions';
  columns: CsvColumns & { side: string; time: string; price: string; quantity: string };
  sides?: CsvSides;
}

export type CsvMapping = CsvTradesMapping | CsvExecutionsMapping;
export type CsvMode = CsvMapping['mode'];

export interface CsvField {
  key: string;
  label: string;
  required?: boolean;
  /** Several columns summed into one figure (fees). */
  multiple?: boolean;
  /** Header names that usually hold it, to suggest a column. */
  guess: RegExp;
}

export const CSV_FIELDS: Record<CsvMode, CsvField[]> = {
  trades: [
    {
      key: 'symbol',
      label: 'Símbolo',
      required: true,
      guess: /^(symbol|s[ií]mbolo|instrument|instrumento|pair|par|item)$/i,
    },
    {
      key: 'side',
      label: 'Dirección',
      required: true,
      guess: /^(type|tipo|side|direction|direcci[oó]n|action)$/i,
    },
    {
      key: 'openTime',
      label: 'Hora de apertura',
      guess: /^(open ?time|opening time|entry time|apertura|fecha apertura|open date)$/i,
    },
    {
      key: 'closeTime',
      label: 'Hora de cierre',
      required: true,
      guess: /^(close ?time|closing time|exit time|cierre|fecha cierre|close date)$/i,
    },
    {
      key: 'openPrice',
      label: 'Precio de apertura',
      guess: /^(open ?price|entry ?price|precio apertura|precio de entrada|price)$/i,
    },
    {
      key: 'closePrice',
      label: 'Precio de cierre',
      required: true,
      guess: /^(close ?price|exit ?price|precio cierre|precio de salida|price#2)$/i,
    },
    {
      key: 'volume',
      label: 'Volumen',
      required: true,
      guess: /^(volume|volumen|lots?|lotes|size|quantity|qty|cantidad)$/i,
    },
    { key: 'stopLoss', label: 'Stop loss', guess: /^(s ?\/ ?l|sl|stop ?loss)$/i },
    { key: 'takeProfit', label: 'Take profit', guess: /^(t ?\/ ?p|tp|take ?profit)$/i },
    { key: 'commission', label: 'Comisión', multiple: true, guess: /^(commissions?|comisi[oó]n|fees?)$/i },
    { key: 'swap', label: 'Swap', multiple: true, guess: /^(swaps?|rollover)$/i },
    { key: 'taxes', label: 'Impuestos', multiple: true, guess: /^(taxes|tax|impuestos)$/i },
    { key: 'profit', label: 'Beneficio bruto', guess: /^(profit|gross ?p\/?l|beneficio|p\/l|pnl)$/i },
    { key: 'net', label: 'Neto (si no hay bruto)', guess: /^(net ?profit|net ?p\/?l|neto)$/i },
    { key: 'ticket', label: 'Ticket', guess: /^(ticket|position|order|id|orden|posici[oó]n)$/i },
  ],
  executions: [
    {
      key: 'symbol',
      label: 'Símbolo',
      required: true,
      guess: /^(symbol|s[ií]mbolo|instrument|instrumento)$/i,
    },
    { key: 'side', label: 'Dirección', required: true, guess: /^(side|type|tipo|action|b\/s)$/i },
    {
      key: 'time',
      label: 'Hora',
      required: true,
      guess: /^(time|date ?time|fecha|hora|fill time|executed at)$/i,
    },
    { key: 'date', label: 'Fecha (si la hora va aparte)', guess: /^(date|trade date)$/i },
    { key: 'price', label: 'Precio', required: true, guess: /^(price|precio|fill price|avg price)$/i },
    {
      key: 'quantity',
      label: 'Cantidad',
      required: true,
      guess: /^(quantity|qty|cantidad|size|volume|filled)$/i,
    },
    { key: 'commission', label: 'Comisión', multiple: true, guess: /^(commissions?|comisi[oó]n|fees?)$/i },
    { key: 'taxes', label: 'Impuestos', multiple: true, guess: /^(taxes|tax|impuestos)$/i },
    { key: 'profit', label: 'Beneficio realizado', guess: /^(realized ?p\/?l|gross ?p\/?l|profit)$/i },
    { key: 'ticket', label: 'Orden o posición', guess: /^(order ?id|fill ?id|id|ticket)$/i },
  ],
};

export const DATE_FORMATS = [
  'YYYY.MM.DD HH:mm:ss',
  'YYYY-MM-DD HH:mm:ss',
  'DD/MM/YYYY HH:mm:ss',
  'DD/MM/YYYY HH:mm',
  'MM/DD/YYYY hh:mm:ss A',
  'DD.MM.YYYY HH:mm:ss',
  'ISO',
];

/** The mapping screen's state: every field as the form holds it. */
export interface CsvMappingDraft {
  mode: CsvMode;
  delimiter: CsvDelimiter | 'auto';
  decimalComma: boolean;
  dateFormat: string;
  timeZone: string | null;
  skipRows: number;
  costsArePositive: boolean;
  columns: Record<string, string | string[] | undefined>;
  buy: string[];
  sell: string[];
}

/** A column the header names for each field whose usual names it finds (each column suggested once). */
export function guessColumns(mode: CsvMode, header: readonly string[]): CsvMappingDraft['columns'] {
  const taken = new Set<string>();
  const columns: CsvMappingDraft['columns'] = {};
  for (const field of CSV_FIELDS[mode]) {
    const match = header.find((name) => !taken.has(name) && field.guess.test(name.trim()));
    if (!match) continue;
    taken.add(match);
    columns[field.key] = field.multiple ? [match] : match;
  }
  return columns;
}

/** The draft's missing required fields, by label, for the screen to name. */
export function missingFields(draft: CsvMappingDraft): string[] {
  return CSV_FIELDS[draft.mode]
    .filter((field) => field.required)
    .filter((field) => {
      const value = draft.columns[field.key];
      return Array.isArray(value) ? value.length === 0 : !value;
    })
    .map((field) => field.label);
}

/** The mapping the server takes: only the columns chosen, the sides when given. */
export function toCsvMapping(draft: CsvMappingDraft): CsvMapping {
  const columns: CsvColumns = {};
  for (const field of CSV_FIELDS[draft.mode]) {
    const value = draft.columns[field.key];
    if (Array.isArray(value) ? value.length > 0 : value) columns[field.key] = value;
  }
  const sides = draft.buy.length && draft.sell.length ? { sides: { buy: draft.buy, sell: draft.sell } } : {};
  return {
    mode: draft.mode,
    delimiter: draft.delimiter,
    decimalComma: draft.decimalComma,
    dateFormat: draft.dateFormat.trim(),
    timeZone: draft.timeZone,
    skipRows: draft.skipRows,
    costsArePositive: draft.costsArePositive,
    columns,
    ...sides,
  } as CsvMapping;
}

/** A saved or detected mapping back into the screen's draft. */
export function fromCsvMapping(mapping: CsvMapping): CsvMappingDraft {
  return {
    mode: mapping.mode,
    delimiter: mapping.delimiter,
    decimalComma: mapping.decimalComma,
    dateFormat: mapping.dateFormat,
    timeZone: mapping.timeZone,
    skipRows: mapping.skipRows,
    costsArePositive: mapping.costsArePositive,
    columns: { ...mapping.columns },
    buy: mapping.sides?.buy ?? [],
    sell: mapping.sides?.sell ?? [],
  };
}
