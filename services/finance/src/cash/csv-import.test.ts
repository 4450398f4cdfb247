import { describe, expect, it } from 'vitest';
import {
  dedupKey,
  guessMapping,
  inertCell,
  mappingProblem,
  markDuplicates,
  readAmount,
  readDate,
  readRows,
  splitCsv,
} from './csv-import';
import { M } from './money';

const SANTANDER = `\uFEFFFecha operación;Fecha valor;Concepto;Importe;Saldo
03/11/2026;03/11/2026;COMPRA MERCADONA VALENCIA;-54,30;1.945,70
01/11/2026;01/11/2026;TRANSFERENCIA ALQUILER NOVIEMBRE;-750,00;2.000,00
28/10/2026;28/10/2026;NOMINA OCTUBRE ACME SL;2.100,00;2.750,00
`;

describe('CSV import', () => {
  it('reads a Spanish bank statement: semicolons, decimal comma, day first, header', () => {
    const { rows, delimiter } = splitCsv(SANTANDER);
    expect(delimiter).toBe(';');
    const mapping = guessMapping(rows, delimiter);
    expect(mapping).toMatchObject({
      hasHeader: true,
      dateColumn: 0,
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 2,
      amountColumn: 3,
      debitColumn: null,
      decimalSeparator: ',',
    });
    expect(mappingProblem(mapping, 5)).toBeNull();
    const read = readRows(rows, mapping);
    expect(read.map((row) => [row.line, row.date, row.amount?.toFixed(2), row.error])).toEqual([
      [2, '2026-11-03', '-54.30', null],
      [3, '2026-11-01', '-750.00', null],
      [4, '2026-10-28', '2100.00', null],
    ]);
  });

  it('reads debit and credit columns, ISO dates and points', () => {
    const { rows, delimiter } = splitCsv(
      'Date,Description,Debit,Credit,Balance\n2026-11-02,Coffee shop,3.50,,96.50\n2026-11-01,"Salary, November",,"1,250.00",100.00\n',
    );
    const mapping = guessMapping(rows, delimiter);
    expect(mapping).toMatchObject({
      delimiter: ',',
      dateFormat: 'YYYY-MM-DD',
      descriptionColumn: 1,
      amountColumn: null,
      debitColumn: 2,
      creditColumn: 3,
      decimalSeparator: '.',
    });
    expect(readRows(rows, mapping).map((row) => row.amount?.toFixed(2))).toEqual(['-3.50', '1250.00']);
  });

  it('guesses a file without a header, month first when a day passes 12', () => {
    const { rows, delimiter } = splitCsv('11/25/2026,Uber trip,-12.40\n11/26/2026,Refund,5.00\n');
    const mapping = guessMapping(rows, delimiter);
    expect(mapping).toMatchObject({
      hasHeader: false,
      dateColumn: 0,
      dateFormat: 'MM/DD/YYYY',
      amountColumn: 2,
    });
    expect(readRows(rows, mapping)[0]).toMatchObject({ line: 1, date: '2026-11-25' });
  });

  it('reads amounts as banks write them', () => {
    const cases: [string, ',' | '.', string | null][] = [
      ['1.234,56', ',', '1234.56'],
      ['-12,50', ',', '-12.5'],
      ['12,50-', ',', '-12.5'],
      ['(12.50)', '.', '-12.5'],
      ['€ 1 234,56', ',', '1234.56'],
      ['+300', '.', '300'],
      ['1,234.56', '.', '1234.56'],
      ['1.234', ',', '1234'],
      ['12,5,0', ',', null],
      ['abc', '.', null],
      ['', '.', null],
    ];
    for (const [text, decimal, expected] of cases) {
      expect(readAmount(text, decimal)?.toString() ?? null, text).toBe(expected);
    }
  });

  it('refuses days that do not exist', () => {
    expect(readDate('31/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(readDate('29/02/2028', 'DD/MM/YYYY')).toBe('2028-02-29');
    expect(readDate('05.11.26', 'DD.MM.YYYY')).toBe('2026-11-05');
    expect(readDate('2026-11-05T10:00:00', 'YYYY-MM-DD')).toBe('2026-11-05');
    expect(readDate('2026/11/05', 'YYYY-MM-DD')).toBeNull();
  });

  it('says why a row cannot be imported', () => {
    const rows = [
      ['Fecha', 'Concepto', 'Importe'],
      ['xx', 'a', '1'],
      ['01/11/2026', 'b', 'diez'],
      ['01/11/2026', 'c', '0,00'],
      ['01/11/2026', 'd'],
      ['01/11/2026', 'e', '1,234'],
    ];
    const mapping = guessMapping(rows, ';');
    const read = readRows(rows, { ...mapping, decimalSeparator: ',' });
    expect(read.map((row) => row.error)).toEqual([
      'La fecha no tiene el formato DD/MM/YYYY o no es un día válido.',
      'El importe no es un número con el separador decimal elegido.',
      'El importe es 0: no hay movimiento que importar.',
      'A la fila le faltan columnas.',
      'El importe no es un número con el separador decimal elegido.',
    ]);
  });

  it('checks a mapping against the file', () => {
    const base = guessMapping(splitCsv(SANTANDER).rows, ';');
    expect(mappingProblem({ ...base, amountColumn: 7 }, 5)).toBe(
      'La columna de importe (8) no existe: el archivo tiene 5 columnas.',
    );
    expect(mappingProblem({ ...base, debitColumn: 4 }, 5)).toBe(
      'Indica una columna de importe, o una columna de cargos y otra de abonos.',
    );
    expect(mappingProblem({ ...base, descriptionColumn: 3 }, 5)).toBe(
      'La fecha, la descripción y los importes deben estar en columnas distintas.',
    );
  });

  it('marks as duplicates only the lines the account already holds, counting identical lines', () => {
    const coffee = { date: '2026-11-02', description: 'Café  Bar', amount: new M('-2.20'), error: null };
    const rows = [
      { ...coffee, line: 2 },
      { ...coffee, line: 3 },
      { ...coffee, line: 4, description: 'Otro' },
    ];
    const key = dedupKey('2026-11-02', new M('-2.2'), 'café bar');
    expect(key).toBe('2026-11-02|-2.20|café bar');
    expect(markDuplicates(rows, new Map())).toEqual([false, false, false]);
    expect(markDuplicates(rows, new Map([[key, 1]]))).toEqual([true, false, false]);
    expect(markDuplicates(rows, new Map([[key, 2]]))).toEqual([true, true, false]);
  });

  it('keeps spreadsheet formulas out of exported cells', () => {
    expect(inertCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(inertCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(inertCell('Mercadona')).toBe('Mercadona');
  });
});
