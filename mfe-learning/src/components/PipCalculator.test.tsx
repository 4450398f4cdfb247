import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PipCalculator } from './PipCalculator';

describe('pip calculator widget', () => {
  it('opens on EUR/USD from 1,0850 to 1,0872 at one lot', () => {
    const html = renderToStaticMarkup(<PipCalculator />);
    expect(html).toContain('22 pips = 220 en la divisa cotizada (USD en el EUR/USD)');
    expect(html).toContain('Cada pip vale 10 con 1 lote (1 lote = 100.000 unidades de la divisa base).');
  });
});
