import type { PassageSearchResponse } from '@pipcrafters/contracts';
import { activeUser, loginDemo, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { HttpClient } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadContent } from '../content/load-content';
import { MAX_PASSAGE_CHARS } from '../content/passages';

const stack = inject('stack');
const content = loadContent();
const lessons = new Map(
  content.modules.flatMap((module) => module.lessons.map((lesson) => [lesson.id, { lesson, module }])),
);

/**
 * Questions as a learner would type them to the assistant (not sentences of the lessons), by module, with the
 * lessons that answer them. Read the lessons before changing one.
 */
const QUESTIONS: Record<string, [question: string, answeredBy: string[]][]> = {
  'mecanica-del-mercado': [
    ['¿cuánto vale un pip si opero un lote de euro dólar?', ['lotes-y-valor-del-pip', 'que-es-un-pip']],
    ['¿a qué hora se solapan Londres y Nueva York?', ['sesiones-del-mercado']],
    ['¿por qué cuando abro una operación ya empiezo perdiendo dinero?', ['bid-ask-y-spread']],
    ['¿qué significan las mechas largas de una vela?', ['velas-japonesas', 'patrones-de-velas']],
    [
      '¿quien mueve mas dinero en el mercado de divisas, los bancos o la gente como yo?',
      ['que-es-el-mercado-forex'],
    ],
    ['¿qué es un par exótico?', ['pares-de-divisas']],
  ],
  'brokers-y-costes': [
    [
      '¿qué es el margen libre?',
      ['apalancamiento-margen-y-stop-out', 'apalancamiento-efectivo-y-margen-usado'],
    ],
    [
      '¿qué pasa si el precio se mueve en mi contra con mucho apalancamiento?',
      [
        'apalancamiento-margen-y-stop-out',
        'apalancamiento-efectivo-y-margen-usado',
        'que-es-el-mercado-forex',
      ],
    ],
    ['¿me cobran algo por dejar una operación abierta de un día para otro?', ['swap-o-rollover']],
    ['¿cómo sé si mi broker está regulado por la CNMV?', ['regulacion-de-brokers']],
    ['¿compensa una cuenta con comisión y spread bruto frente a una estándar?', ['comisiones-y-spread']],
    ['¿qué es un CFD y por qué casi todos los brokers venden eso?', ['que-es-un-broker']],
  ],
  ordenes: [
    ['¿dónde pongo el stop para no salir por ruido?', ['stop-loss']],
    ['¿qué orden uso para comprar solo si el precio baja hasta cierto nivel?', ['ordenes-limitadas-y-stop']],
    ['¿por qué me ejecutaron la orden a un precio peor del que veía?', ['orden-de-mercado']],
    ['¿conviene mover el stop a la entrada cuando voy ganando?', ['trailing-stop-y-breakeven']],
    ['¿puedo cerrar solo la mitad de la posición?', ['gestionar-una-operacion-abierta']],
  ],
  'accion-del-precio': [
    ['¿cómo sé si una ruptura es falsa?', ['rupturas-y-falsas-rupturas']],
    ['¿un soporte roto se convierte en resistencia?', ['soportes-y-resistencias']],
    ['¿qué gráfico miro primero, el diario o el de una hora?', ['marcos-temporales-multiples']],
    ['¿qué significa un martillo después de una bajada?', ['patrones-de-velas']],
    ['¿cómo calculo el objetivo de un doble techo?', ['patrones-graficos']],
  ],
  'indicadores-tecnicos': [
    ['¿por qué el RSI por encima de 70 no significa vender ya?', ['rsi']],
    ['¿qué diferencia hay entre la media simple y la exponencial?', ['medias-moviles']],
    ['¿qué es el histograma del macd?', ['macd']],
    ['¿los niveles de fibonacci funcionan de verdad?', ['fibonacci']],
    ['¿qué pasa cuando las bandas de bollinger se estrechan mucho?', ['bandas-de-bollinger-y-estocastico']],
    [
      'el precio hace máximos más altos pero el indicador no, ¿qué significa?',
      ['divergencias-y-por-que-ningun-indicador-es-una-senal'],
    ],
  ],
  'analisis-fundamental': [
    [
      '¿cómo afecta una subida de tipos del banco central a su divisa?',
      ['bancos-centrales-y-tipos-de-interes'],
    ],
    [
      '¿es buena idea operar justo cuando sale el dato de empleo de Estados Unidos?',
      ['operar-noticias', 'inflacion-y-empleo'],
    ],
    ['¿dónde miro a qué hora se publican los datos económicos?', ['calendario-economico']],
    ['¿se puede ganar dinero cobrando la diferencia de intereses entre dos monedas?', ['carry-trade']],
    [
      'si compro euro dólar y vendo dólar franco, ¿estoy duplicando el riesgo?',
      ['correlaciones-e-indice-dolar', 'riesgo-total-y-correlacion'],
    ],
  ],
  'gestion-del-riesgo': [
    ['¿cuánto debería arriesgar en cada operación?', ['riesgo-por-operacion']],
    ['¿cuántos lotes abro si quiero arriesgar 100 euros con un stop de 20 pips?', ['tamano-de-posicion']],
    [
      'si pierdo la mitad de la cuenta, ¿cuánto tengo que ganar para recuperarla?',
      ['drawdown-y-recuperacion'],
    ],
    [
      '¿puedo ganar dinero acertando solo el 40 % de las operaciones?',
      ['relacion-riesgo-beneficio-y-tasa-de-acierto', 'esperanza-matematica'],
    ],
  ],
  'plan-diario-y-backtesting': [
    ['¿qué debería incluir mi plan de trading?', ['escribir-un-plan-de-trading']],
    ['¿qué apunto en el diario después de cada operación?', ['llevar-un-diario-de-trading']],
    [
      '¿cuándo estoy listo para pasar de la demo a dinero real?',
      ['cuenta-demo-con-proposito', 'de-demo-a-real'],
    ],
    ['¿por qué mi estrategia funciona en el backtest y luego no en real?', ['backtesting']],
    ['¿qué es el profit factor?', ['leer-las-estadisticas-del-diario']],
  ],
  'psicologia-y-estafas': [
    ['¿qué hago después de tres pérdidas seguidas?', ['revenge-trading-y-tilt', 'drawdown-y-recuperacion']],
    [
      '¿cómo reconozco una estafa de un mentor de forex?',
      ['cuentas-gestionadas-y-estafas-piramidales', 'vendedores-de-senales-y-robots'],
    ],
    ['me da miedo quedarme fuera cuando el precio sube sin mí', ['fomo-y-miedo']],
    ['¿es malo operar muchas veces al día por aburrimiento?', ['overtrading']],
    ['¿vale la pena pagar por un robot que promete un 10 % mensual?', ['vendedores-de-senales-y-robots']],
  ],
};

/** Accents left out, words misspelt: common ways of typing a question fast. */
const CARELESS: [question: string, answeredBy: string[]][] = [
  [
    'que es el apalancamiento',
    ['apalancamiento-margen-y-stop-out', 'apalancamiento-efectivo-y-margen-usado', 'que-es-el-mercado-forex'],
  ],
  ['como se calcula el tamano de la posicion', ['tamano-de-posicion']],
  ['cuanto vale un pip en el dolar yen', ['lotes-y-valor-del-pip', 'que-es-un-pip']],
  [
    '¿que es el apalancamineto?',
    ['apalancamiento-margen-y-stop-out', 'apalancamiento-efectivo-y-margen-usado', 'que-es-el-mercado-forex'],
  ],
  ['como funciona el trailling stop', ['trailing-stop-y-breakeven']],
  ['diferencia entre soporte y resistensia', ['soportes-y-resistencias']],
  ['que son las bandas de bollinguer', ['bandas-de-bollinger-y-estocastico']],
];

let learner: SignedIn;
beforeAll(async () => {
  learner = await activeUser(stack, await loginDemo(stack, 'admin'), 'aprende.pasajes');
});

async function find(q: string, limit?: number): Promise<PassageSearchResponse> {
  const query = new URLSearchParams({ q, ...(limit === undefined ? {} : { limit: String(limit) }) });
  const response = await learner.client.get(`/api/learning/passages?${query}`);
  const body = await response.text();
  expect(response.status, body).toBe(200);
  return JSON.parse(body) as PassageSearchResponse;
}

/** Rank of the first passage from a lesson that answers, -1 when none is returned. */
const rankOf = (response: PassageSearchResponse, answeredBy: string[]) =>
  response.passages.findIndex((passage) => answeredBy.includes(passage.lessonId));

describe('passages for the assistant', () => {
  it('has questions for every module of the course, two or more each', () => {
    expect(Object.keys(QUESTIONS).sort()).toEqual(content.modules.map((module) => module.id).sort());
    for (const [moduleId, questions] of Object.entries(QUESTIONS)) {
      expect(questions.length, moduleId).toBeGreaterThanOrEqual(2);
      for (const [, answeredBy] of questions)
        for (const id of answeredBy) expect(lessons.has(id), `${moduleId}: ${id}`).toBe(true);
    }
  });

  const firstRight: boolean[] = [];
  const cases = Object.entries(QUESTIONS).flatMap(([moduleId, questions]) =>
    questions.map(([question, answeredBy]) => ({ moduleId, question, answeredBy })),
  );
  it.each(cases)('$moduleId: «$question» finds a passage of the lesson that answers it', async (entry) => {
    const response = await find(entry.question);
    const rank = rankOf(response, entry.answeredBy);
    expect(
      rank,
      JSON.stringify(response.passages.map((p) => [p.lessonId, p.heading])),
    ).toBeGreaterThanOrEqual(0);
    firstRight.push(rank === 0);
  });

  it('puts a passage of the right lesson first for most questions', () => {
    expect(firstRight).toHaveLength(cases.length);
    expect(firstRight.filter(Boolean).length / cases.length).toBeGreaterThanOrEqual(0.7);
  });

  it.each(CARELESS)('understands «%s» without accents or with a typo', async (question, answeredBy) => {
    const response = await find(question);
    expect(
      rankOf(response, answeredBy),
      JSON.stringify(response.passages.map((p) => p.lessonId)),
    ).toBeGreaterThanOrEqual(0);
  });

  it('finds glossary terms by their English name', async () => {
    for (const [query, term] of [
      ['drawdown', 'Drawdown'],
      ['stop loss', 'Stop loss'],
      ['slippage', 'Deslizamiento (slippage)'],
      ['free margin', 'Margen libre (Free margin)'],
    ] as const) {
      const response = await find(query);
      const glossary = response.passages.find(
        (passage) => passage.kind === 'glossary' && passage.heading === term,
      );
      expect(glossary, `${query}: ${JSON.stringify(response.passages.map((p) => p.heading))}`).toBeDefined();
      const entry = content.glossary.find((candidate) => candidate.definition === glossary?.text);
      expect(entry?.lessonId).toBe(glossary?.lessonId);
    }
  });

  it('answers plain text of whole passages with their lesson and module, two at most per lesson, best first', async () => {
    const response = await find('¿cómo calculo el margen que necesito para abrir una posición?', 20);
    expect(response.query).toBe('¿cómo calculo el margen que necesito para abrir una posición?');
    expect(response.passages.length).toBeGreaterThan(6);
    expect(response.passages.length).toBeLessThanOrEqual(20);
    const perLesson = new Map<string, number>();
    response.passages.forEach((passage, index) => {
      const known = lessons.get(passage.lessonId);
      expect(known, passage.lessonId).toBeDefined();
      expect(passage.lessonTitle).toBe(known?.lesson.title);
      expect(passage.moduleId).toBe(known?.module.id);
      expect(passage.moduleTitle).toBe(known?.module.title);
      expect(passage.text.length).toBeLessThanOrEqual(MAX_PASSAGE_CHARS);
      expect(passage.text).not.toMatch(/<\/?[a-z]|\*\*|\]\(|:::/);
      if (passage.kind === 'lesson')
        expect(known?.lesson.passages).toContainEqual({ heading: passage.heading, text: passage.text });
      if (index > 0) expect(passage.score).toBeLessThanOrEqual(response.passages[index - 1]?.score ?? 0);
      perLesson.set(passage.lessonId, (perLesson.get(passage.lessonId) ?? 0) + 1);
    });
    expect(Math.max(...perLesson.values())).toBeLessThanOrEqual(2);
    expect((await find('margen', 1)).passages).toHaveLength(1);
    expect((await find('margen')).passages).toHaveLength(6);
  });

  it('finds nothing, without an error, in stop words, symbols or tsquery syntax', async () => {
    for (const query of ['de la y el', '¿?', "O'Reilly \\ a\\b 'x' :* | & ! <-> (", 'zzzzqqq'])
      expect((await find(query)).passages, query).toEqual([]);
  });

  it('refuses a question out of bounds and a wrong limit with a Spanish 400, and an anonymous caller', async () => {
    for (const [path, message] of [
      ['/api/learning/passages?q=', /pregunta debe tener entre 1 y 300 caracteres/],
      ['/api/learning/passages', /pregunta debe tener entre 1 y 300 caracteres/],
      [`/api/learning/passages?q=${'a'.repeat(301)}`, /pregunta debe tener entre 1 y 300 caracteres/],
      ['/api/learning/passages?q=pip&limit=0', /"limit" debe ser un número entero entre 1 y 20/],
      ['/api/learning/passages?q=pip&limit=21', /"limit" debe ser un número entero entre 1 y 20/],
      ['/api/learning/passages?q=pip&limit=dos', /"limit" debe ser un número entero entre 1 y 20/],
    ] as const) {
      const response = await learner.client.get(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { message: string }).message, path).toMatch(message);
    }
    const anonymous = await new HttpClient(stack.gatewayUrl).get('/api/learning/passages?q=pip');
    expect(anonymous.status).toBe(401);
  });
});
