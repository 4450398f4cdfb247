import { describe, expect, it } from 'vitest';
import { decodeStatement, parseAmount, sumAmounts } from './text';

describe('statement text', () => {
  it('decodes by BOM, by NUL pattern, as strict UTF-8, or as Windows-1252', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Cuenta: Peña', 'utf16le')]);
    expect(decodeStatement(utf16)).toBe('Cuenta: Peña');
    expect(decodeStatement(Buffer.from('<html>Peña', 'utf16le'))).toBe('<html>Peña');
    expect(decodeStatement(Buffer.from('Cuenta de demostración', 'utf8'))).toBe('Cuenta de demostración');
    expect(decodeStatement(Buffer.from([0x50, 0x65, 0xf1, 0x61]))).toBe('Peña');
  });

  it('reads MetaTrader numbers: space thousands, signs, blanks', () => {
    expect(parseAmount('1 234.56')).toBe('1234.56');
    expect(parseAmount('-1 100.00')).toBe('-1100');
    expect(parseAmount('200 000')).toBe('200000');
    expect(parseAmount('- 30.12')).toBe('-30.12');
    expect(parseAmount('14\u00a0928.34')).toBe('14928.34');
    expect(parseAmount('1.5505500000000001')).toBe('1.5505500000000001');
    expect(parseAmount('"1,930.00"'.replace(/"/g, ''))).toBe('1930');
    expect(parseAmount('1.234,56', true)).toBe('1234.56');
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('cancelled')).toBeNull();
    expect(sumAmounts(['0.1', '0.2', '-0.3'])).toBe('0');
  });
});
