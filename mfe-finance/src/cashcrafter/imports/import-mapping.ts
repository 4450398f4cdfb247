import type {
  CashImport,
  ImportDateFormat,
  ImportMapping,
  ImportPreview,
  ImportPreviewRow,
} from '@pipcrafters/contracts';
import { countLabel } from '../../format/money';

export const DELIMITER_OPTIONS: { value: ImportMapping['delimiter']; label: string }[] = [
  { value: ';', label: 'Punto y coma (;)' },
  { value: ',', label: 'Coma (,)' },
  { value: '\t', label: 'Tabulador' },
];

export const DECIMAL_OPTIONS: { value: ImportMapping['decimalSeparator']; label: string }[] = [
  { value: ',', label: 'Coma (1.234,56)' },
  { value: '.', label: 'Punto (1,234.56)' },
];

/** Each date format with the way it writes New Year's Eve, so the user recognises the file's. */
export const DATE_FORMAT_LABELS: Record<ImportDateFormat, string> = {
  'DD/MM/YYYY': 'DD/MM/AAAA (31/12/2025)',
  'YYYY-MM-DD': 'AAAA-MM-DD (2025-12-31)',
  'MM/DD/YYYY': 'MM/DD/AAAA (12/31/2025)',
  'DD-MM-YYYY': 'DD-MM-AAAA (31-12-2025)',
  'DD.MM.YYYY': 'DD.MM.AAAA (31.12.2025)',
};

/** One signed amount column, or a debit column and a credit column. */
export type AmountMode = 'single' | 'split';

export const amountMode = (mapping: ImportMapping): AmountMode =>
  mapping.amountColumn === null && (mapping.debitColumn !== null || mapping.creditColumn !== null)
    ? 'split'
    : 'single';

/**
 * The mapping with the other way of reading amounts: a single column becomes the debit column (and the next free
 * one the credit column); split columns give their debit column back as the single one.
 */
export function withAmountMode(mapping: ImportMapping, mode: AmountMode, columnCount: number): ImportMapping {
  if (mode === amountMode(mapping)) return mapping;
  if (mode === 'single')
    return {
      ...mapping,
      amountColumn: mapping.debitColumn ?? mapping.creditColumn ?? 0,
      debitColumn: null,
      creditColumn: null,
    };
  const debit = mapping.amountColumn ?? 0;
  const used = new Set([mapping.dateColumn, mapping.descriptionColumn, debit]);
  const free = Array.from({ length: columnCount }, (_, index) => index).find((index) => !used.has(index));
  return { ...mapping, amountColumn: null, debitColumn: debit, creditColumn: free ?? null };
}

/** How many columns the file has: its header's, or its widest sample row's. */
export function columnCount(preview: Pick<ImportPreview, 'headers' | 'sample'>): number {
  return Math.max(preview.headers.length, ...preview.sample.map((row) => row.length), 0);
}

/** The columns as the selects offer them: "1 · Fecha" with a header, "Columna 1 (01/06/2025)" without one. */
export function columnOptions(
  preview: Pick<ImportPreview, 'headers' | 'sample'>,
  hasHeader: boolean,
): { value: number; label: string }[] {
  const firstRow = preview.sample.find((row) => row.some((cell) => cell.trim())) ?? [];
  return Array.from({ length: columnCount(preview) }, (_, index) => {
    const header = hasHeader ? preview.headers[index]?.trim() : '';
    if (header) return { value: index, label: `${index + 1} · ${header}` };
    const example = firstRow[index]?.trim();
    const shortened = example && example.length > 24 ? `${example.slice(0, 23)}…` : example;
    return {
      value: index,
      label: shortened ? `Columna ${index + 1} (${shortened})` : `Columna ${index + 1}`,
    };
  });
}

/** What must be chosen or fixed before the file can be read (Spanish), or nothing. */
export function mappingProblems(mapping: ImportMapping): string[] {
  const problems: string[] = [];
  const roles: [string, number | null][] = [
    ['la fecha', mapping.dateColumn],
    ['la descripción', mapping.descriptionColumn],
  ];
  if (amountMode(mapping) === 'single') roles.push(['el importe', mapping.amountColumn]);
  else {
    if (mapping.debitColumn === null || mapping.creditColumn === null)
      problems.push('Elige la columna de cargos y la de abonos.');
    roles.push(['los cargos', mapping.debitColumn], ['los abonos', mapping.creditColumn]);
  }
  const chosen = roles.filter((role): role is [string, number] => role[1] !== null);
  for (const [index, [name, column]] of chosen.entries()) {
    const other = chosen.slice(0, index).find(([, earlier]) => earlier === column);
    if (other) problems.push(`La columna ${column + 1} no puede ser a la vez ${other[0]} y ${name}.`);
  }
  return problems;
}

/** The rows that would be written: neither already in the account nor unreadable. */
export const importableCount = (counts: ImportPreview['counts']) =>
  Math.max(0, counts.total - counts.duplicates - counts.errors);

/** "3 se importarán · 1 duplicado · 0 con errores (de 4 filas)". */
export function previewCountsText(counts: ImportPreview['counts']): string {
  return [
    `${importableCount(counts)} se importarán`,
    countLabel(counts.duplicates, 'duplicado', 'duplicados'),
    `${counts.errors} con errores`,
  ]
    .join(' · ')
    .concat(` (de ${countLabel(counts.total, 'fila', 'filas')})`);
}

export type RowState = 'error' | 'duplicate' | 'new';
export const rowState = (row: ImportPreviewRow): RowState =>
  row.error ? 'error' : row.duplicate ? 'duplicate' : 'new';

/** The toast after an import: "Importados 42 movimientos, 3 duplicados omitidos". */
export function importResultText(result: Pick<CashImport, 'imported' | 'duplicates' | 'errors'>): string {
  const imported =
    result.imported === 1
      ? 'Importado 1 movimiento'
      : `Importados ${countLabel(result.imported, 'movimiento', 'movimientos')}`;
  const parts = [
    imported,
    result.duplicates === 1 ? '1 duplicado omitido' : `${result.duplicates} duplicados omitidos`,
  ];
  if (result.errors > 0)
    parts.push(
      result.errors === 1 ? '1 fila con errores omitida' : `${result.errors} filas con errores omitidas`,
    );
  return parts.join(', ');
}
