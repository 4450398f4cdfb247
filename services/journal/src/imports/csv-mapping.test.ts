import { describe, expect, it } from 'vitest';
import { checkCsvMapping } from './csv-mapping';
import { CSV_PRESETS } from './parsers/csv-presets';

describe('CSV mappings sent by the browser', () => {
  it('accepts every preset', () => {
    for (const preset of CSV_PRESETS) expect(checkCsvMapping(preset.mapping), preset.id).not.toBeNull();
  });

  it('refuses anything outside the documented shape', () => {
    const good = CSV_PRESETS[0]?.mapping as unknown as Record<string, unknown>;
    for (const bad of [
      null,
      [],
      'texto',
      { ...good, mode: 'otro' },
      { ...good, delimiter: '|' },
      { ...good, decimalComma: 'no' },
      { ...good, dateFormat: '' },
      { ...good, timeZone: 'Marte/Olimpo' },
      { ...good, skipRows: -1 },
      { ...good, skipRows: 1.5 },
      { ...good, columns: [] },
      { ...good, columns: { ...(good.columns as object), __proto__: 'x', evil: 'y' } },
      { ...good, columns: { ...(good.columns as object), commission: 'Comm' } },
      { ...good, sides: { buy: 'B', sell: ['S'] } },
    ]) {
      expect(checkCsvMapping(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
