import { describe, expect, it } from 'vitest';
import {
  type CsvMappingDraft,
  fromCsvMapping,
  guessColumns,
  missingFields,
  toCsvMapping,
} from './csv-mapping';

const header = [
  'Ticket',
  'Open Time',
  'Type',
  'Size',
  'Symbol',
  'Price',
  'S/L',
  'T/P',
  'Close Time',
  'Price#2',
  'Commission',
  'Swap',
  'Profit',
];

describe('the CSV mapping screen', () => {
  it('suggests the columns a MetaTrader-like export names', () => {
    expect(guessColumns('trades', header)).toEqual({
      symbol: 'Symbol',
      side: 'Type',
      openTime: 'Open Time',
      closeTime: 'Close Time',
      openPrice: 'Price',
      closePrice: 'Price#2',
      volume: 'Size',
      stopLoss: 'S/L',
      takeProfit: 'T/P',
      commission: ['Commission'],
      swap: ['Swap'],
      profit: 'Profit',
      ticket: 'Ticket',
    });
  });

  it('names what is missing and builds the mapping the server reads', () => {
    const draft: CsvMappingDraft = {
      mode: 'trades',
      delimiter: ';',
      decimalComma: true,
      dateFormat: ' DD/MM/YYYY HH:mm ',
      timeZone: 'Europe/Madrid',
      skipRows: 0,
      costsArePositive: true,
      columns: {
        symbol: 'Symbol',
        side: 'Type',
        closeTime: 'Close Time',
        closePrice: 'Price#2',
        volume: '',
        commission: [],
      },
      buy: ['compra'],
      sell: ['venta'],
    };
    expect(missingFields(draft)).toEqual(['Volumen']);
    const mapping = toCsvMapping({ ...draft, columns: { ...draft.columns, volume: 'Size' } });
    expect(mapping).toEqual({
      mode: 'trades',
      delimiter: ';',
      decimalComma: true,
      dateFormat: 'DD/MM/YYYY HH:mm',
      timeZone: 'Europe/Madrid',
      skipRows: 0,
      costsArePositive: true,
      columns: {
        symbol: 'Symbol',
        side: 'Type',
        closeTime: 'Close Time',
        closePrice: 'Price#2',
        volume: 'Size',
      },
      sides: { buy: ['compra'], sell: ['venta'] },
    });
    expect(fromCsvMapping(mapping)).toMatchObject({ buy: ['compra'], columns: { volume: 'Size' } });
  });
});
