import { describe, expect, it } from 'vitest';
import { findInstrument, futuresPointValue, INSTRUMENTS, normalizeSymbol } from './instruments';

describe('instruments', () => {
  it('knows at least 40 symbols: majors, crosses, exotics, metals, indices and BTCUSD', () => {
    expect(INSTRUMENTS.length).toBeGreaterThanOrEqual(40);
    for (const symbol of [
      'EURUSD',
      'GBPJPY',
      'USDMXN',
      'XAUUSD',
      'XAGUSD',
      'US500',
      'NAS100',
      'GER40',
      'BTCUSD',
    ]) {
      expect(findInstrument(symbol)?.symbol).toBe(symbol);
    }
    expect(findInstrument('USDJPY')).toMatchObject({ pipSize: 0.01, digits: 3, quote: 'JPY' });
    expect(findInstrument('EURUSD')).toMatchObject({ pipSize: 0.0001, digits: 5, contractSize: 100_000 });
    expect(findInstrument('XAUUSD')).toMatchObject({ pipSize: 0.01, contractSize: 100 });
  });

  it('normalises broker suffixes, prefixes and aliases', () => {
    expect(normalizeSymbol('eurusd.')).toBe('EURUSD');
    expect(normalizeSymbol('EURUSDm')).toBe('EURUSD');
    expect(normalizeSymbol('eurusd-2')).toBe('EURUSD');
    expect(normalizeSymbol('EURUSD.pro')).toBe('EURUSD');
    expect(normalizeSymbol('GOLD_')).toBe('XAUUSD');
    expect(normalizeSymbol('GOLD')).toBe('XAUUSD');
    expect(normalizeSymbol('xauusd')).toBe('XAUUSD');
    expect(normalizeSymbol('#US30')).toBe('US30');
    expect(normalizeSymbol('spx500')).toBe('US500');
    expect(normalizeSymbol('nq100_m')).toBe('NAS100');
    expect(normalizeSymbol('wst30_m')).toBe('US30');
    expect(normalizeSymbol('jp225')).toBe('JPN225');
    expect(normalizeSymbol('xtiusd')).toBe('USOIL');
    expect(normalizeSymbol('MNQM6')).toBe('MNQM6');
  });

  it('knows the point value of the futures prop-firm exports name, by root and month code', () => {
    expect(futuresPointValue('MESZ4')).toBe(5);
    expect(futuresPointValue('MNQM6')).toBe(2);
    expect(futuresPointValue('ESH25')).toBe(50);
    expect(futuresPointValue('EURUSD')).toBeNull();
    expect(futuresPointValue('AAPL')).toBeNull();
  });
});
