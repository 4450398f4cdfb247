import type { GlossaryEntry } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { byInitial, filterGlossary, folded } from './filter-glossary';

const entry = (
  id: string,
  term: string,
  definition: string,
  english: string | null = null,
): GlossaryEntry => ({
  id,
  term,
  definition,
  english,
  lesson: null,
});
const glossary = [
  entry('apalancamiento', 'Apalancamiento', 'Operar con más dinero del que tienes.', 'Leverage'),
  entry('analisis-tecnico', 'Análisis técnico', 'Estudio del precio en el gráfico.'),
  entry(
    'margen',
    'Margen',
    'Dinero retenido para mantener abierta una posición con apalancamiento.',
    'Margin',
  ),
  entry('pip', 'Pip', 'La variación mínima habitual del precio.'),
];

describe('glossary filter', () => {
  it('ignores accents and case', () => {
    expect(folded('Análisis TÉCNICO')).toBe('analisis tecnico');
    expect(filterGlossary(glossary, 'tecnico').map((e) => e.id)).toEqual(['analisis-tecnico']);
  });

  it('finds a term by its English name, and puts name matches before definition matches', () => {
    expect(filterGlossary(glossary, 'leverage').map((e) => e.id)).toEqual(['apalancamiento']);
    expect(filterGlossary(glossary, 'apalancamiento').map((e) => e.id)).toEqual(['apalancamiento', 'margen']);
  });

  it('needs every word, and an empty query keeps everything', () => {
    expect(filterGlossary(glossary, 'precio grafico').map((e) => e.id)).toEqual(['analisis-tecnico']);
    expect(filterGlossary(glossary, '  ')).toHaveLength(4);
  });

  it('groups by initial letter, accents folded, in Spanish order', () => {
    expect(byInitial(glossary).map(([letter, list]) => [letter, list.map((e) => e.id)])).toEqual([
      ['A', ['analisis-tecnico', 'apalancamiento']],
      ['M', ['margen']],
      ['P', ['pip']],
    ]);
  });
});
