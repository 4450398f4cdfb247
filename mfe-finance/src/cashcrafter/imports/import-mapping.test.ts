import type { ImportMapping } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  amountMode,
  columnCount,
  columnOptions,
  importableCount,
  importResultText,
  mappingProblems,
  previewCountsText,
  rowState,
  withAmountMode,
} from './import-mapping';

const single: ImportMapping = {
  delimiter: ';',
  hasHeader: true,
  dateColumn: 0,
  dateFormat: 'DD/MM/YYYY',
  descriptionColumn: 1,
  amountColumn: 2,
  debitColumn: null,
  creditColumn: null,
  decimalSeparator: ',',
};

describe('the import mapping', () => {
  it('switches between one signed column and debit and credit columns', () => {
    expect(amountMode(single)).toBe('single');
    const split = withAmountMode(single, 'split', 4);
    expect(split).toMatchObject({ amountColumn: null, debitColumn: 2, creditColumn: 3 });
    expect(amountMode(split)).toBe('split');
    expect(withAmountMode(split, 'single', 4)).toMatchObject({
      amountColumn: 2,
      debitColumn: null,
      creditColumn: null,
    });
    expect(withAmountMode(single, 'single', 4)).toBe(single);
    // No free column left: the user picks the credit column.
    expect(withAmountMode(single, 'split', 3)).toMatchObject({ debitColumn: 2, creditColumn: null });
  });

  it('names the columns by their header, or by an example without one', () => {
    const preview = {
      headers: ['Fecha', 'Concepto', 'Importe'],
      sample: [['01/06/2025', 'Compra en un supermercado del barrio de siempre', '-45,30', 'extra']],
    };
    expect(columnCount(preview)).toBe(4);
    expect(columnOptions(preview, true).map((option) => option.label)).toEqual([
      '1 · Fecha',
      '2 · Concepto',
      '3 · Importe',
      'Columna 4 (extra)',
    ]);
    expect(columnOptions(preview, false)[1]?.label).toBe('Columna 2 (Compra en un supermerca…)');
    expect(columnOptions({ headers: [], sample: [] }, true)).toEqual([]);
  });

  it('says what is missing or used twice', () => {
    expect(mappingProblems(single)).toEqual([]);
    expect(mappingProblems({ ...single, amountColumn: 0 })).toEqual([
      'La columna 1 no puede ser a la vez la fecha y el importe.',
    ]);
    expect(mappingProblems({ ...single, amountColumn: null, debitColumn: 2, creditColumn: null })).toEqual([
      'Elige la columna de cargos y la de abonos.',
    ]);
    expect(mappingProblems({ ...single, amountColumn: null, debitColumn: 2, creditColumn: 2 })).toEqual([
      'La columna 3 no puede ser a la vez los cargos y los abonos.',
    ]);
  });

  it('counts what will be imported and marks each row', () => {
    const counts = { total: 46, valid: 45, duplicates: 3, errors: 1 };
    expect(importableCount(counts)).toBe(42);
    expect(previewCountsText(counts)).toBe('42 se importarán · 3 duplicados · 1 con errores (de 46 filas)');
    expect(previewCountsText({ total: 1, valid: 0, duplicates: 1, errors: 0 })).toBe(
      '0 se importarán · 1 duplicado · 0 con errores (de 1 fila)',
    );
    const row = {
      line: 2,
      date: '2025-06-01',
      description: 'x',
      amount: '-1',
      kind: 'expense' as const,
      categoryId: null,
    };
    expect(rowState({ ...row, duplicate: false, error: null })).toBe('new');
    expect(rowState({ ...row, duplicate: true, error: null })).toBe('duplicate');
    expect(rowState({ ...row, duplicate: false, error: 'Fecha no válida' })).toBe('error');
  });

  it('tells the result in a sentence', () => {
    expect(importResultText({ imported: 42, duplicates: 3, errors: 0 })).toBe(
      'Importados 42 movimientos, 3 duplicados omitidos',
    );
    expect(importResultText({ imported: 1, duplicates: 1, errors: 2 })).toBe(
      'Importado 1 movimiento, 1 duplicado omitido, 2 filas con errores omitidas',
    );
    expect(importResultText({ imported: 0, duplicates: 2, errors: 1 })).toBe(
      'Importados 0 movimientos, 2 duplicados omitidos, 1 fila con errores omitida',
    );
  });
});
