import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download';

describe('fileNameFrom', () => {
  it('reads the plain and the encoded name of a Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="movimientos-2025-06.csv"')).toBe('movimientos-2025-06.csv');
    expect(fileNameFrom('attachment; filename=movimientos.csv')).toBe('movimientos.csv');
    expect(fileNameFrom('attachment; filename="a.csv"; filename*=UTF-8\'\'n%C3%B3mina.csv')).toBe(
      'nómina.csv',
    );
    expect(fileNameFrom('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="plano.csv"')).toBe('plano.csv');
  });

  it('has no name without the header or one in it', () => {
    expect(fileNameFrom(null)).toBeNull();
    expect(fileNameFrom('attachment')).toBeNull();
  });
});
