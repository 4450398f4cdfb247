import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content';
import { chunk, MAX_PASSAGE_CHARS } from './passages';
import { renderMarkdown } from './render-markdown';

const passagesOf = (markdown: string) =>
  renderMarkdown(markdown, { file: 'prueba.md', firstLine: 1 }).passages;

describe('cutting a lesson into passages', () => {
  it('cuts at ## and ### headings and at callouts, in reading order, as plain text', () => {
    const passages = passagesOf(`Una entrada con **negrita** y un [pip](glosario:pip).

## Qué es el margen

El margen es una *garantía*.

::: ejemplo Tres cálculos
- Con 1 lote: 3.616,67 USD.
- Con \`0,1\` lotes: 361,67 USD.
:::

Después del ejemplo, la sección sigue.

### El nivel de margen

#### Cómo se lee

Capital entre margen usado, ver [la lección](/aprende/lesson/que-es-un-pip).

::: advertencia
Sin título propio.
:::

## Otra sección

\`\`\`
código literal
\`\`\`
`);
    expect(passages).toEqual([
      { heading: null, text: 'Una entrada con negrita y un pip.' },
      {
        heading: 'Qué es el margen',
        text: 'El margen es una garantía. Después del ejemplo, la sección sigue.',
      },
      {
        heading: 'Qué es el margen › Tres cálculos',
        text: 'Con 1 lote: 3.616,67 USD. Con 0,1 lotes: 361,67 USD.',
      },
      {
        heading: 'Qué es el margen › El nivel de margen',
        text: 'Cómo se lee Capital entre margen usado, ver la lección.',
      },
      { heading: 'Qué es el margen › El nivel de margen', text: 'Sin título propio.' },
      { heading: 'Otra sección', text: 'código literal' },
    ]);
  });

  it('reads a table row by row, each cell named by its column', () => {
    const [passage] = passagesOf(`## Recuperar

| Drawdown | Ganancia necesaria |
|---|---|
| 10 % | 11,11 % |
| 50 % | 100 % |
`);
    expect(passage?.text).toBe(
      'Drawdown: 10 %; Ganancia necesaria: 11,11 %. Drawdown: 50 %; Ganancia necesaria: 100 %.',
    );
  });

  it('leaves out sections without text, charts and widgets', () => {
    expect(
      passagesOf(`## Vacía

## Con gráfico

::: widget calculadora-pips
:::

Solo esto.
`),
    ).toEqual([{ heading: 'Con gráfico', text: 'Solo esto.' }]);
  });
});

describe('chunk', () => {
  it('keeps short blocks together and cuts between blocks past the limit', () => {
    expect(chunk(['Uno.', 'Dos.'], 20)).toEqual(['Uno. Dos.']);
    expect(chunk(['Primera frase.', 'Segunda frase.'], 20)).toEqual(['Primera frase.', 'Segunda frase.']);
  });

  it('cuts a block longer than the limit at sentence ends, never inside a number', () => {
    expect(chunk(['Son 10.000 USD. ¿Y el margen? Es 1,0850 por lote. Fin.'], 32)).toEqual([
      'Son 10.000 USD. ¿Y el margen?',
      'Es 1,0850 por lote. Fin.',
    ]);
  });

  it('keeps a single sentence longer than the limit whole', () => {
    expect(chunk(['Una frase bastante larga sin punto'], 10)).toEqual(['Una frase bastante larga sin punto']);
  });
});

describe('the passages of the course', () => {
  const content = loadContent();

  it('gives every lesson passages of plain text within the length limit', () => {
    for (const lesson of content.modules.flatMap((module) => module.lessons)) {
      expect(lesson.passages.length, lesson.id).toBeGreaterThan(1);
      for (const passage of lesson.passages) {
        expect(passage.text.length, `${lesson.id}: ${passage.heading}`).toBeLessThanOrEqual(
          MAX_PASSAGE_CHARS,
        );
        expect(passage.text, lesson.id).not.toMatch(/\*\*|\]\(|<\/?[a-z]+[\s>]|^#|:::/);
        expect(passage.heading ?? '', lesson.id).not.toMatch(/\*\*|\]\(|<|#/);
      }
    }
  });
});
