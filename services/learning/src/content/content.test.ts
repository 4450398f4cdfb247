import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Content } from './content.types';
import { ContentError } from './content-error';
import { loadContent } from './load-content';
import { renderMarkdown } from './render-markdown';

describe('the content of services/learning/content', () => {
  it('loads with no error and has a module (run this after editing any content file)', () => {
    let content: Content | undefined;
    try {
      content = loadContent();
    } catch (error) {
      // The message names the file, the line or field and what is wrong: that is all a writer needs.
      if (error instanceof ContentError) expect.fail(`\n${error.message}\n`);
      throw error;
    }
    expect(content.modules.length).toBeGreaterThan(0);
    // Every `check` was recomputed by the loader (a disagreement is a ContentError above); this says how many.
    const numeric = content.modules
      .flatMap((module) => module.lessons)
      .flatMap((lesson) => lesson.questions)
      .filter((question) => question.kind === 'numeric');
    const checked = numeric.filter((question) => question.check !== null).length;
    console.info(
      `content: ${content.modules.length} modules, ${content.glossary.length} glossary terms, ${content.docs.length} docs pages; ${checked} of ${numeric.length} numeric questions carry a check`,
    );
  });
});

const GLOSSARY = `- id: pip
  term: Pip
  english: Pip
  lesson: primera
  definition: La variación mínima habitual del precio.
`;

const MODULE = `---
id: modulo-uno
order: 1
title: Módulo uno
level: Principiante
summary: Un módulo de prueba.
---
Descripción con [un pip](glosario:pip).
`;

const options = (...lines: string[]) => `    options:\n${lines.map((line) => `      - ${line}\n`).join('')}`;
const YES_NO = options('{ id: a, text: Sí, correct: true }', '{ id: b, text: No, feedback: No es así. }');

function question(id: string, rest = YES_NO, kind = 'single'): string {
  return `  - id: ${id}\n    kind: ${kind}\n    prompt: ¿Pregunta ${id}?\n    explanation: Porque sí.\n${rest}`;
}

const QUIZ = ['q1', 'q2', 'q3', 'q4'].map((id) => question(id)).join('');

function lesson({
  id = 'primera',
  order = 1,
  header = '',
  quiz = QUIZ,
  body = 'Un [pip](glosario:pip).',
} = {}) {
  return `---\nid: ${id}\norder: ${order}\ntitle: Lección\nsummary: Una lección de prueba.\n${header}quiz:\n${quiz}---\n${body}\n`;
}

function doc({ id = 'guia', order = 1, header = '', body = 'Cómo usar la plataforma.' } = {}) {
  return `---\nid: ${id}\norder: ${order}\ntitle: Guía\nsummary: Cómo se usa.\n${header}---\n${body}\n`;
}

/** The file line a lesson's body starts on. */
const BODY_LINE = lesson({ body: 'CUERPO' }).split('\n').indexOf('CUERPO') + 1;

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A valid course of one module and one lesson, with `files` added or replacing its own (null removes one). */
function course(files: Record<string, string | null> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'learning-content-'));
  roots.push(root);
  const all: Record<string, string | null> = {
    'glossary/01-base.yml': GLOSSARY,
    '01-uno/module.md': MODULE,
    '01-uno/01-primera.md': lesson(),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    if (text === null) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function loadError(files: Record<string, string | null>): ContentError {
  const root = course(files);
  try {
    loadContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  return expect.fail('the content loaded without an error');
}

describe('loadContent', () => {
  it('reads a module, its lessons in order, the quiz and the glossary', () => {
    const root = course({
      '01-uno/02-segunda.md': lesson({
        id: 'segunda',
        order: 2,
        quiz: `${QUIZ}${question('q5', '    answer: 22\n    tolerance: 0.5\n    unit: pips\n    placement: true\n', 'numeric')}`,
        body: 'Vuelve a [la primera](/aprende/lesson/primera) o al [módulo](/aprende/module/modulo-uno).',
      }),
    });
    const content = loadContent(root);
    expect(content.glossary).toEqual([
      {
        id: 'pip',
        term: 'Pip',
        english: 'Pip',
        lessonId: 'primera',
        definition: 'La variación mínima habitual del precio.',
      },
    ]);
    expect(content.docs).toEqual([]);
    expect(content.glossaryHash).toMatch(/^[0-9a-f]{64}$/);
    const [module] = content.modules;
    expect(module).toMatchObject({
      id: 'modulo-uno',
      order: 1,
      level: 'Principiante',
      file: '01-uno/module.md',
    });
    expect(module?.descriptionHtml).toContain('data-glossary="pip"');
    expect(module?.lessons.map((item) => item.id)).toEqual(['primera', 'segunda']);
    const second = module?.lessons[1];
    expect(second).toMatchObject({ moduleId: 'modulo-uno', file: '01-uno/02-segunda.md', glossaryIds: [] });
    expect(second?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(second?.questions[0]).toEqual({
      id: 'segunda.q1',
      localId: 'q1',
      position: 0,
      kind: 'single',
      prompt: '¿Pregunta q1?',
      explanation: 'Porque sí.',
      options: [
        { id: 'a', text: 'Sí', correct: true, feedback: null },
        { id: 'b', text: 'No', correct: false, feedback: 'No es así.' },
      ],
      answer: null,
      tolerance: 0,
      unit: null,
      placement: false,
      check: null,
    });
    expect(second?.questions[4]).toMatchObject({
      id: 'segunda.q5',
      kind: 'numeric',
      options: [],
      answer: 22,
      tolerance: 0.5,
      unit: 'pips',
      placement: true,
      check: null,
    });
  });

  it('reads charts', () => {
    const charts = `charts:
  eurusd-h1:
    title: EUR/USD, velas de 1 hora
    symbol: EURUSD
    candles:
      - { time: '2026-03-02T08:00:00Z', open: 1.0850, high: 1.0872, low: 1.0843, close: 1.0866 }
      - { time: '2026-03-02T09:00:00Z', open: 1.0866, high: 1.0870, low: 1.0850, close: 1.0852 }
    lines:
      - { price: 1.0843, label: Stop loss }
`;
    const content = loadContent(
      course({ '01-uno/01-primera.md': lesson({ header: charts, body: '::: velas eurusd-h1\n:::' }) }),
    );
    expect(content.modules[0]?.lessons[0]?.charts['eurusd-h1']).toMatchObject({
      symbol: 'EURUSD',
      candles: [{ time: '2026-03-02T08:00:00Z', open: 1.085, high: 1.0872, low: 1.0843, close: 1.0866 }, {}],
      lines: [{ price: 1.0843, label: 'Stop loss' }],
    });
  });

  const LESSON = '01-uno/01-primera.md';

  /** A fifth, numeric question «q5» with a check. */
  const numeric = (answer: string, formula: string, inputs: string) =>
    question('q5', `${answer}    check:\n      formula: ${formula}\n      inputs: ${inputs}\n`, 'numeric');

  it("reads a numeric question's check once it agrees with the answer, within the tolerance", () => {
    const quiz =
      QUIZ +
      numeric(
        '    answer: 6.67\n    tolerance: 0.01\n',
        'pipValue',
        '{ lots: 1, contractSize: 100000, pipSize: 0.01, quoteToAccount: 0.0066667 }',
      ) +
      question(
        'q6',
        '    answer: 1.0861\n    check: { formula: mean, inputs: { values: [1.0850, 1.0872] } }\n',
        'numeric',
      );
    const content = loadContent(course({ [LESSON]: lesson({ quiz }) }));
    const questions = content.modules[0]?.lessons[0]?.questions ?? [];
    expect(questions[4]?.check).toEqual({
      formula: 'pipValue',
      inputs: { lots: 1, contractSize: 100000, pipSize: 0.01, quoteToAccount: 0.0066667 },
    });
    expect(questions[5]?.check).toEqual({ formula: 'mean', inputs: { values: [1.085, 1.0872] } });
  });

  it('accepts links to product pages, with a query string, and to documentation pages', () => {
    const body = [
      '[Calcula tu posición](/financehub?calculadora=posicion&saldo=10000&riesgo=1&stop=25&par=EURUSD),',
      '[tu diario](/pipjournal), [un backtest](/tests/trades/nuevo), [los modelos](/models),',
      '[tu panel](/dashboard), [tu perfil](/profile), [avisos](/notifications), [repasar](/aprende/repasar),',
      '[la documentación](/documentation), [el glosario](/documentation/glosario) y [la guía](/documentation/guia).',
    ].join('\n');
    const content = loadContent(course({ [LESSON]: lesson({ body }), 'docs/01-guia.md': doc() }));
    const html = content.modules[0]?.lessons[0]?.html ?? '';
    expect(html).toContain(
      '<a href="/financehub?calculadora=posicion&amp;saldo=10000&amp;riesgo=1&amp;stop=25&amp;par=EURUSD">Calcula tu posición</a>',
    );
    expect(html).toContain('<a href="/tests/trades/nuevo">un backtest</a>');
    expect(html).toContain('<a href="/documentation/guia">la guía</a>');
    expect(html).not.toContain('target=');
  });

  it('reads the documentation pages in order', () => {
    const content = loadContent(
      course({
        'docs/01-guia.md': doc({
          order: 2,
          body: 'Ve a [la primera lección](/aprende/lesson/primera) y al [pip](glosario:pip).',
        }),
        'docs/02-inicio.md': doc({
          id: 'inicio',
          order: 1,
          body: '::: nota\nLee [la guía](/documentation/guia).\n:::',
        }),
      }),
    );
    expect(content.docs.map((page) => page.id)).toEqual(['inicio', 'guia']);
    expect(content.docs[1]).toMatchObject({
      id: 'guia',
      order: 2,
      title: 'Guía',
      summary: 'Cómo se usa.',
      file: 'docs/01-guia.md',
      plainText: 'Ve a la primera lección y al pip.',
    });
    expect(content.docs[1]?.html).toContain('data-glossary="pip"');
    expect(content.docs[1]?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(content.docs[0]?.html).toContain('<aside class="callout callout-nota">');
  });

  it.each([
    [
      'an unknown field in the header',
      { [LESSON]: lesson({ header: 'autor: Ana\n' }) },
      'campo desconocido «autor»',
    ],
    [
      'an unknown field in an option',
      {
        [LESSON]: lesson({
          quiz:
            QUIZ +
            question('q5', options('{ id: a, text: Sí, correct: true, peso: 2 }', '{ id: b, text: No }')),
        }),
      },
      'campo desconocido «quiz › q5 › options › a › peso»',
    ],
    [
      'a question without a correct option',
      {
        [LESSON]: lesson({
          quiz:
            QUIZ.replace('q3', 'q3x') + question('q3', options('{ id: a, text: Sí }', '{ id: b, text: No }')),
        }),
      },
      'la pregunta «q3» no tiene ninguna opción correcta',
    ],
    [
      'a single choice question with two correct options',
      {
        [LESSON]: lesson({
          quiz:
            QUIZ +
            question(
              'q5',
              options('{ id: a, text: Sí, correct: true }', '{ id: b, text: También, correct: true }'),
            ),
        }),
      },
      'la pregunta «q5» es single y tiene 2 opciones correctas',
    ],
    [
      'fewer than 4 questions',
      { [LESSON]: lesson({ quiz: question('q1') + question('q2') + question('q3') }) },
      'tiene 3 preguntas y necesita 4 o más',
    ],
    [
      'a link to a lesson that does not exist',
      { [LESSON]: lesson({ body: 'Mira [la otra](/aprende/lesson/no-existe).' }) },
      `:${BODY_LINE}: el enlace «/aprende/lesson/no-existe» lleva a una lección que no existe`,
    ],
    [
      'a glossary id that is not in the glossary',
      { [LESSON]: lesson({ body: 'Un [lote](glosario:lote).' }) },
      `:${BODY_LINE}: el término «lote» no está en el glosario`,
    ],
    [
      'a chart the header does not have',
      { [LESSON]: lesson({ body: 'Texto.\n\n::: velas eurusd-h1\n:::' }) },
      `:${BODY_LINE + 2}: el gráfico «eurusd-h1» no está en «charts»`,
    ],
    [
      'an unknown widget',
      { [LESSON]: lesson({ body: '::: widget calculadora-riesgo\n:::' }) },
      `:${BODY_LINE}: el widget «calculadora-riesgo» no existe`,
    ],
    [
      'raw HTML',
      { [LESSON]: lesson({ body: 'Texto.\n\n<div>hola</div>' }) },
      `:${BODY_LINE + 2}: HTML escrito a mano («<div>hola</div>»)`,
    ],
    [
      'an image',
      { [LESSON]: lesson({ body: '![velas](velas.png)' }) },
      `:${BODY_LINE}: una imagen («velas.png»)`,
    ],
    ['a level-1 heading', { [LESSON]: lesson({ body: '# Título' }) }, `:${BODY_LINE}: un título de nivel 1`],
    [
      'a check that disagrees with the answer, showing the computed value',
      {
        [LESSON]: lesson({
          quiz: QUIZ + numeric('    answer: 20\n', 'pips', '{ from: 1.0850, to: 1.0872, pipSize: 0.0001 }'),
        }),
      },
      'la pregunta «q5»: «pips» con estos datos da 22 y «answer» es 20 (sin tolerancia)',
    ],
    [
      'a check with an unknown formula',
      { [LESSON]: lesson({ quiz: QUIZ + numeric('    answer: 22\n', 'pipz', '{ from: 1, to: 2 }') }) },
      'la pregunta «q5»: la fórmula «pipz» no existe (hay: pips, pipValue',
    ],
    [
      'a check with a missing input',
      {
        [LESSON]: lesson({
          quiz: QUIZ + numeric('    answer: 22\n', 'pips', '{ from: 1.0850, to: 1.0872 }'),
        }),
      },
      'falta el campo «quiz › q5 › check › inputs › pipSize»',
    ],
    [
      'a check with an extra input',
      {
        [LESSON]: lesson({
          quiz:
            QUIZ +
            numeric('    answer: 22\n', 'pips', '{ from: 1.0850, to: 1.0872, pipSize: 0.0001, lots: 1 }'),
        }),
      },
      'campo desconocido «quiz › q5 › check › inputs › lots» (se admiten: from, to, pipSize)',
    ],
    [
      'a check with a non-numeric input',
      {
        [LESSON]: lesson({
          quiz: QUIZ + numeric('    answer: 22\n', 'pips', "{ from: '1,0850', to: 1.0872, pipSize: 0.0001 }"),
        }),
      },
      'el campo «quiz › q5 › check › inputs › from» debe ser un número de YAML',
    ],
    [
      'a check on a question that is not numeric',
      {
        [LESSON]: lesson({
          quiz:
            QUIZ +
            question('q5', `${YES_NO}    check: { formula: pips, inputs: { from: 1, to: 2, pipSize: 1 } }\n`),
        }),
      },
      'la pregunta «q5» es single: «check» solo vale en las preguntas numeric',
    ],
    [
      'a link to a path that is no page of the platform',
      { [LESSON]: lesson({ body: 'Abre [la tienda](/tienda?x=1).' }) },
      `:${BODY_LINE}: el enlace «/tienda?x=1» no lleva a ninguna página de la plataforma`,
    ],
    [
      'a link to a documentation page that does not exist',
      { [LESSON]: lesson({ body: 'Lee [la guía](/documentation/no-existe).' }) },
      `:${BODY_LINE}: el enlace «/documentation/no-existe» lleva a una página de documentación que no existe`,
    ],
    [
      'a glossary term without a lesson',
      { 'glossary/01-base.yml': '- id: pip\n  term: Pip\n  definition: La variación mínima.\n' },
      'glossary/01-base.yml:1: falta el campo «pip › lesson»',
    ],
    [
      'a glossary term whose lesson does not exist',
      { 'glossary/01-base.yml': GLOSSARY.replace('lesson: primera', 'lesson: no-existe') },
      'glossary/01-base.yml:4: el término «pip» dice «lesson: no-existe» y esa lección no existe',
    ],
    [
      'an empty English term',
      { 'glossary/01-base.yml': GLOSSARY.replace('english: Pip', "english: ''") },
      'el campo «pip › english» debe ser un texto no vacío',
    ],
    [
      'an unknown field in a documentation page',
      { 'docs/01-guia.md': doc({ header: 'autor: Ana\n' }) },
      'campo desconocido «autor»',
    ],
    [
      'a chart in a documentation page',
      { 'docs/01-guia.md': doc({ body: 'Texto.\n\n::: velas eurusd-h1\n:::' }) },
      'una página de documentación no lleva gráficos («::: velas») ni widgets («::: widget»): «eurusd-h1»',
    ],
    [
      'a widget in a documentation page',
      { 'docs/01-guia.md': doc({ body: '::: widget calculadora-pips\n:::' }) },
      'una página de documentación no lleva gráficos',
    ],
    [
      'a duplicate documentation order',
      { 'docs/02-otra.md': doc({ id: 'otra' }), 'docs/01-guia.md': doc() },
      'el orden 1 ya lo tiene',
    ],
    ['a duplicate lesson id', { '01-uno/02-copia.md': lesson({ order: 2 }) }, 'el id «primera» ya lo usa'],
    [
      'a module folder without module.md',
      { '01-uno/module.md': null },
      'falta: cada carpeta de módulo lleva un module.md',
    ],
  ])('refuses %s, naming the file', (_case, files, detail) => {
    const error = loadError(files);
    expect(error.message).toContain(detail);
    const file = Object.keys(files)[0];
    expect(error.file.endsWith(`/${file}`)).toBe(true);
    expect(error.message.startsWith(error.file)).toBe(true);
  });

  it('names the line of a breach in the front matter', () => {
    const text = lesson({
      quiz: QUIZ + question('q5', options('{ id: a, text: Sí }', '{ id: b, text: No }')),
    });
    const line = text.split('\n').indexOf('  - id: q5') + 1;
    expect(loadError({ [LESSON]: text }).message).toContain(
      `01-primera.md:${line}: la pregunta «q5» no tiene`,
    );
  });

  it('names the file and the line of a YAML syntax error', () => {
    const error = loadError({ [LESSON]: lesson({ header: 'summary: Dos puntos: sin comillas\n' }) });
    expect(error.file).toMatch(/\/01-uno\/01-primera\.md$/);
    expect(error.message).toContain('01-primera.md:6: error de sintaxis YAML');
  });

  it('names the line of a YAML syntax error in the glossary', () => {
    const error = loadError({
      'glossary/02-mas.yml': '- id: lote\n  term: Lote\n  definition: Dos puntos: sin comillas\n',
    });
    expect(error.message).toMatch(/glossary\/02-mas\.yml:3: error de sintaxis YAML/);
  });

  it('refuses a glossary id repeated in another file', () => {
    const error = loadError({ 'glossary/02-mas.yml': GLOSSARY });
    expect(error.message).toContain('glossary/02-mas.yml:1: el término «pip» está repetido');
  });

  it('refuses the characters reserved for search highlighting', () => {
    const error = loadError({ [LESSON]: lesson({ body: 'Texto \uE000marcado\uE001.' }) });
    expect(error.message).toContain(`01-primera.md:${BODY_LINE}: hay un carácter reservado`);
  });

  it('refuses a module but the last without 2 placement questions', () => {
    const error = loadError({
      '02-dos/module.md': MODULE.replace('modulo-uno', 'modulo-dos').replace('order: 1', 'order: 2'),
      '02-dos/01-otra.md': lesson({ id: 'otra' }),
    });
    expect(error.message).toContain(
      '01-uno/module.md: el módulo «modulo-uno» tiene 0 preguntas con «placement: true»',
    );
  });

  it('refuses a candle whose low is above its open', () => {
    const charts = `charts:\n  grafico:\n    title: G\n    symbol: EURUSD\n    candles:\n      - { time: '2026-03-02', open: 1.08, high: 1.09, low: 1.085, close: 1.088 }\n`;
    const error = loadError({ [LESSON]: lesson({ header: charts }) });
    expect(error.message).toContain('en «charts › grafico › candles › #1» el mínimo (low)');
  });
});

describe('renderMarkdown', () => {
  const render = (markdown: string) => renderMarkdown(markdown, { file: 'prueba.md', firstLine: 1 });

  it('renders callouts with their default or own title', () => {
    expect(render('::: nota\nTexto.\n:::').html).toBe(
      '<aside class="callout callout-nota"><p class="callout-title">Nota</p>\n<p>Texto.</p>\n</aside>\n',
    );
    expect(render('::: advertencia Cuidado con el apalancamiento\nTexto.\n:::').html).toContain(
      '<aside class="callout callout-advertencia"><p class="callout-title">Cuidado con el apalancamiento</p>',
    );
    expect(() => render('::: consejo\nTexto.\n:::')).toThrow('prueba.md:1: bloque desconocido «::: consejo»');
  });

  it('renders glossary terms, chart and widget placeholders, and lists them', () => {
    const rendered = render(
      'Un [pip](glosario:pip) y otro [pip](glosario:pip).\n\n::: velas eurusd-h1\n:::\n\n::: widget calculadora-pips\n:::',
    );
    expect(rendered.html).toBe(
      '<p>Un <span class="glossary-term" data-glossary="pip">pip</span> y otro <span class="glossary-term" data-glossary="pip">pip</span>.</p>\n' +
        '<div class="lesson-chart" data-chart="eurusd-h1"></div>\n<div class="lesson-widget" data-widget="calculadora-pips"></div>\n',
    );
    expect(rendered.glossary).toEqual([
      { id: 'pip', line: 1 },
      { id: 'pip', line: 1 },
    ]);
    expect(rendered.charts).toEqual([{ id: 'eurusd-h1', line: 3 }]);
    expect(rendered.widgets).toEqual([{ id: 'calculadora-pips', line: 6 }]);
  });

  it('refuses content inside a chart or widget block', () => {
    expect(() => render('::: velas eurusd-h1\nTexto.\n:::')).toThrow('debe quedar vacío');
  });

  it('keeps internal links and opens external ones in a new tab; refuses any other scheme', () => {
    const rendered = render('[Lección](/aprende/lesson/que-es-un-pip) y [ESMA](https://www.esma.europa.eu).');
    expect(rendered.html).toBe(
      '<p><a href="/aprende/lesson/que-es-un-pip">Lección</a> y <a href="https://www.esma.europa.eu" target="_blank" rel="noopener noreferrer">ESMA</a>.</p>\n',
    );
    expect(rendered.lessonLinks).toEqual([{ id: 'que-es-un-pip', line: 1 }]);
    expect(() => render('[x](javascript:alert(1))')).toThrow(
      'el enlace «javascript:alert(1)» no está permitido',
    );
    expect(() => render('[x](mailto:ana@example.com)')).toThrow('no está permitido');
  });

  it('renders GFM tables', () => {
    expect(render('| Par | Pip |\n|---|---:|\n| EUR/USD | 0,0001 |').html).toBe(
      '<table>\n<thead>\n<tr>\n<th>Par</th>\n<th>Pip</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>EUR/USD</td>\n<td>0,0001</td>\n</tr>\n</tbody>\n</table>\n',
    );
  });

  it('escapes a <script> written as text and refuses one written as HTML', () => {
    expect(render('Nunca escribas `<script>` ni \\<script>.').html).toBe(
      '<p>Nunca escribas <code>&lt;script&gt;</code> ni &lt;script&gt;.</p>\n',
    );
    expect(() => render('Texto <script>alert(1)</script>')).toThrow('prueba.md:1: HTML escrito a mano');
  });

  it('gives the plain text, callout titles and glossary terms included, without markup', () => {
    const rendered = render(
      '## El pip\n\nUn **[pip](glosario:pip)** es\nla variación mínima.\n\n::: ejemplo Con el EUR/USD\nDe 1,0850 a *1,0851*.\n:::\n\n- uno\n- dos',
    );
    expect(rendered.plainText).toBe(
      'El pip Un pip es la variación mínima. Con el EUR/USD De 1,0850 a 1,0851. uno dos',
    );
  });

  it('counts reading time at 200 words a minute, rounded up, at least 1', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'palabra').join(' ');
    const minutes = (body: string) =>
      loadContent(course({ '01-uno/01-primera.md': lesson({ body }) })).modules[0]?.lessons[0]
        ?.readingMinutes;
    expect(minutes('Corta.')).toBe(1);
    expect(minutes(words(200))).toBe(1);
    expect(minutes(words(201))).toBe(2);
  });
});
