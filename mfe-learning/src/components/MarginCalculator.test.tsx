import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarginCalculator } from './MarginCalculator';

describe('margin calculator widget', () => {
  it('opens on one lot at 1,0850 with 1:30', () => {
    const html = renderToStaticMarkup(<MarginCalculator />);
    expect(html).toContain('Tamaño del contrato: 100.000 unidades de la divisa base por lote.');
    expect(html).toContain('Margen necesario: 3616,67 en la divisa cotizada');
    expect(html).toContain(
      'Posición de 100.000 unidades, valorada en 108.500; con apalancamiento 1:30 equivale a 3333,33 en la divisa base.',
    );
  });
});
