import { contrastRatio, DESIGN_TEMPLATES, HEX_COLOUR, WCAG_AA_CONTRAST } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import type { LearningPassage } from '../sources/sources.service';
import { headlinesFromModel, localBody, localHeadlines, PALETTES, palettesFor, quotable } from './suggest';

const passage = (text: string): LearningPassage => ({
  lessonId: 'disciplina-y-rutinas',
  lessonTitle: 'Disciplina y rutinas',
  moduleId: 'psicologia',
  moduleTitle: 'Psicología',
  heading: null,
  text,
  kind: 'lesson',
  score: 1,
});

describe('design palettes', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The WCAG reference pair: #767676 on white is the lightest grey that passes AA (4.54).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(WCAG_AA_CONTRAST);
  });

  it.each(PALETTES.map((palette) => [palette.name, palette] as const))(
    '«%s»: text on background reaches 4.5:1 and the accent 3:1',
    (_name, palette) => {
      for (const colour of [palette.background, palette.foreground, palette.accent])
        expect(colour).toMatch(HEX_COLOUR);
      expect(contrastRatio(palette.background, palette.foreground)).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
      expect(contrastRatio(palette.background, palette.accent)).toBeGreaterThanOrEqual(3);
    },
  );

  it('suggests four distinct palettes, the same for the same topic', () => {
    const first = palettesFor('quote', 'La disciplina');
    expect(first).toHaveLength(4);
    expect(new Set(first.map((palette) => palette.name)).size).toBe(4);
    expect(palettesFor('quote', 'La disciplina')).toEqual(first);
  });
});

describe('headlines', () => {
  it.each(DESIGN_TEMPLATES)('gives 3 to 5 headlines of at most 90 characters for «%s»', (template) => {
    const long =
      'La gestión del riesgo y el tamaño de la posición explicados para quien empieza a operar en forex';
    for (const topic of ['La disciplina', long]) {
      const headlines = localHeadlines(template, topic, [
        passage(
          'La disciplina es seguir el plan también en los días malos. Un plan escrito evita decidir con prisa.',
        ),
      ]);
      expect(headlines.length).toBeGreaterThanOrEqual(3);
      expect(headlines.length).toBeLessThanOrEqual(5);
      for (const headline of headlines) expect(headline.length).toBeLessThanOrEqual(90);
    }
  });

  it('takes a quote card’s first headlines from the course’s own sentences', () => {
    const headlines = localHeadlines('quote', 'La disciplina', [
      passage('La disciplina es seguir el plan también en los días malos. Corto.'),
    ]);
    expect(headlines[0]).toBe('La disciplina es seguir el plan también en los días malos.');
    expect(localBody('quote', [])).toBe('La disciplina es seguir el plan también cuando nadie mira.');
  });

  it('reads a model’s lines without numbering, bullets or quotes', () => {
    expect(headlinesFromModel('1. «Primero el plan»\n- **Después, la operación**\n\n* "Ok"')).toEqual([
      'Primero el plan',
      'Después, la operación',
    ]);
  });
});

describe('a quote card’s sentence', () => {
  it('stands alone: no sentence that leans on the one before or speaks of returns and guarantees', () => {
    expect(quotable('La disciplina es seguir el plan también en los días malos.')).toBe(true);
    expect(quotable('Prometen una rentabilidad fija o "garantizada".')).toBe(false);
    expect(quotable('Esto significa que el riesgo crece con el tamaño.')).toBe(false);
    expect(quotable('Nadie puede asegurar el resultado de una operación.')).toBe(false);
    expect(quotable('pero el stop protege la cuenta.')).toBe(false);
    expect(quotable('Un buen diario convierte cada error en una lección.')).toBe(true);
  });

  it('keeps the scams lesson’s warnings off the card', () => {
    const headlines = localHeadlines('quote', 'estafas', [
      {
        text: 'Prometen una rentabilidad fija o "garantizada". Desconfía de quien te pide dinero para operar por ti.',
      } as never,
    ]);
    expect(headlines.join(' ')).not.toMatch(/rentabilidad fija/);
  });
});
