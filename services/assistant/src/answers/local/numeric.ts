import { type CalculatorName, type RateTable, runCalculator } from '@pipcrafters/contracts';
import { money, readNumber, spanish } from './numbers';

/**
 * Questions that ask for a figure (what a pip is worth, how many lots, the margin, a risk-to-reward, a drawdown's
 * recovery, Kelly, expectancy): the numbers read from the question, the figure computed by FinanceHub's shared
 * calculators (never estimated), and the working shown. A topic asked without numbers gets a worked example with
 * stated numbers, so the answer is still computed, not invented.
 */

export interface NumericAnswer {
  calculator: CalculatorName;
  /** Markdown: the result and how it was computed. */
  text: string;
  /** Words to find the lesson that teaches it. */
  lessonQuery: string;
  /** Whether the numbers came from the question (false: a worked example). */
  fromQuestion: boolean;
}

const NAMES: [RegExp, string][] = [
  [/euro\s*-?\s*d[oó]lar|eurod[oó]lar|eur\s*\/\s*usd/i, 'EURUSD'],
  [/libra\s*-?\s*d[oó]lar|\bcable\b|gbp\s*\/\s*usd/i, 'GBPUSD'],
  [/d[oó]lar\s*-?\s*yen|usd\s*\/\s*jpy/i, 'USDJPY'],
  [/euro\s*-?\s*yen/i, 'EURJPY'],
  [/libra\s*-?\s*yen/i, 'GBPJPY'],
  [/euro\s*-?\s*libra/i, 'EURGBP'],
  [/d[oó]lar\s*-?\s*peso\s*mexicano|usd\s*\/\s*mxn/i, 'USDMXN'],
  [/\boro\b|\bgold\b|xau/i, 'XAUUSD'],
];

const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'MXN',
  'COP',
  'ARS',
  'CLP',
  'PEN',
  'XAU',
];

export function readPair(text: string): string | null {
  const code = /\b([A-Za-z]{3})\s*\/?\s*([A-Za-z]{3})\b/g;
  for (const match of text.matchAll(code)) {
    const [base, quote] = [match[1]?.toUpperCase() ?? '', match[2]?.toUpperCase() ?? ''];
    if (base !== quote && CURRENCIES.includes(base) && CURRENCIES.includes(quote)) return `${base}${quote}`;
  }
  return NAMES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const NUMBER = String.raw`(\d[\d.,]*\d|\d)`;

function readAccountCurrency(text: string): string | null {
  if (/€|\beur(os?)?\b/i.test(text)) return 'EUR';
  if (/\bmxn\b|pesos? mexicanos?/i.test(text)) return 'MXN';
  if (/\bcop\b|pesos? colombianos?/i.test(text)) return 'COP';
  if (/\bars\b|pesos? argentinos?/i.test(text)) return 'ARS';
  if (/\bclp\b|pesos? chilenos?/i.test(text)) return 'CLP';
  if (/\bpen\b|soles?\b/i.test(text)) return 'PEN';
  if (/£|\bgbp\b|libras?\b/i.test(text)) return 'GBP';
  if (/\$|\busd\b|d[oó]lares/i.test(text)) return 'USD';
  return null;
}

interface Read {
  pair: string | null;
  lots: string | null;
  balance: string | null;
  riskPercent: string | null;
  stopPips: string | null;
  leverage: string | null;
  price: string | null;
  accountCurrency: string | null;
  percents: string[];
}

export function readQuestion(text: string): Read {
  const thousands = (value: string | null, suffix: RegExp) =>
    value && suffix.test(text) ? String(Number(value) * 1000) : value;
  let lots = find(text, `${NUMBER}\\s*(?:lotes?|lots?)\\b`);
  if (!lots && /micro\s*lote/i.test(text)) lots = '0.01';
  if (!lots && /mini\s*lote/i.test(text)) lots = '0.1';
  if (!lots && /\b(un|1)\s*lote\s*est[aá]ndar\b/i.test(text)) lots = '1';
  const balanceText =
    find(text, `(?:cuenta|saldo|capital|balance)\\s*(?:de|con|es de)?\\s*(?:[$€£]\\s*)?${NUMBER}`) ??
    find(text, `(?:[$€£]\\s*)${NUMBER}`) ??
    find(text, `${NUMBER}\\s*(?:k\\b|mil\\b)?\\s*(?:€|euros?|usd|d[oó]lares|\\$|mxn|pesos)`);
  return {
    pair: readPair(text),
    lots,
    balance: thousands(balanceText, new RegExp(`${NUMBER}\\s*(k|mil)\\b`, 'i')),
    riskPercent:
      find(text, `(?:riesgo|arriesg\\w*)[^\\d%]{0,25}${NUMBER}\\s*%`) ??
      find(text, `${NUMBER}\\s*%\\s*(?:de riesgo|del (?:saldo|capital|balance|la cuenta)|por operaci[oó]n)`),
    stopPips:
      find(text, `(?:stop|sl|stop[- ]loss)[^\\d]{0,25}${NUMBER}\\s*pips?`) ??
      find(text, `${NUMBER}\\s*pips?\\s*(?:de\\s*)?(?:stop|sl)`),
    leverage:
      find(text, `1\\s*:\\s*${NUMBER}`) ?? find(text, `apalancamiento\\s*(?:de\\s*)?(?:x\\s*)?${NUMBER}`),
    price: find(text, `(?:precio|cotiza\\w*|a)\\s*(?:de\\s*)?${NUMBER.replace('(', '(?=\\d+[.,]\\d)(')}`),
    accountCurrency: readAccountCurrency(text),
    percents: [...text.matchAll(new RegExp(`${NUMBER}\\s*%`, 'g'))]
      .map((match) => readNumber(match[1] ?? '') ?? '')
      .filter(Boolean),
  };
}

const TOPICS: [CalculatorName, RegExp][] = [
  [
    'position-size',
    /tama[nñ]o de (la )?posici[oó]n|cu[aá]ntos lotes|qu[eé] lotaje|\blotaje\b|cu[aá]nto (lote|volumen)/i,
  ],
  ['pip-value', /valor (del|de un|de cada) pip|cu[aá]nto vale (un|el|cada) pip|vale (un|cada) pip/i],
  [
    'margin',
    /\bmargen (necesario|requerido|que necesito|que me piden|de garant[ií]a)|cu[aá]nto margen|calcula(r)? el margen/i,
  ],
  [
    'drawdown-recovery',
    /recuperar(me)? (de )?(un|una|el|la)? ?(drawdown|p[eé]rdida|ca[ií]da)|drawdown de \d|cu[aá]nto (tengo|hay) que ganar para recuperar/i,
  ],
  ['risk-reward', /riesgo[ -/]?beneficio|ratio r:?b|risk[ -]?reward|relaci[oó]n (de )?riesgo/i],
  ['kelly', /\bkelly\b/i],
  ['expectancy', /esperanza matem[aá]tica|\bexpectativa\b|expectancy/i],
];

export function numericTopic(text: string): CalculatorName | null {
  return TOPICS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** The pip size a pair uses, in words. */
const pipWords = (pair: string) =>
  pair.endsWith('JPY') ? '0,01' : pair.startsWith('XAU') ? '0,10' : '0,0001';

export function numericAnswer(text: string, rates: RateTable): NumericAnswer | null {
  const topic = numericTopic(text);
  if (!topic) return null;
  const read = readQuestion(text);
  const pair = read.pair ?? 'EURUSD';
  const accountCurrency = read.accountCurrency ?? pair.slice(3);
  const price = read.price ?? rates[pair] ?? undefined;
  const link = '[FinanceHub](/financehub)';

  if (topic === 'pip-value') {
    const lots = read.lots ?? '1';
    const run = runCalculator('pip-value', { pair, lots, price, accountCurrency }, rates);
    if (!run.ok) return failed(topic, run.errors, 'valor del pip');
    const result = run.result as {
      pipValue: string;
      currency: string;
      pipValueQuote: string;
      quoteCurrency: string;
    };
    const fromQuestion = read.lots !== null || read.pair !== null;
    return {
      calculator: topic,
      fromQuestion,
      lessonQuery: 'valor del pip lote',
      text: [
        `${fromQuestion ? 'Con tus datos' : 'Un ejemplo'}: en el **${pair}** con **${spanish(lots, 4)} lotes**, cada pip (${pipWords(pair)}) vale **${money(result.pipValue, result.currency)}**.`,
        '',
        `Cómo se calcula: tamaño del pip × unidades (${spanish(lots, 4)} × ${pair.startsWith('XAU') ? '100 onzas' : '100.000'}) = ${money(result.pipValueQuote, result.quoteCurrency)} en la divisa cotizada${result.currency === result.quoteCurrency ? '' : `, que pasada a ${result.currency} da ${money(result.pipValue, result.currency)}`}. Calculado con las calculadoras de ${link}.`,
      ].join('\n'),
    };
  }
  if (topic === 'position-size') {
    const balance = read.balance ?? '10000';
    const riskPercent = read.riskPercent ?? (read.percents.length === 1 ? (read.percents[0] as string) : '1');
    const stopLossPips = read.stopPips ?? '25';
    const fromQuestion = read.balance !== null || read.stopPips !== null;
    const run = runCalculator(
      'position-size',
      { pair, balance, riskPercent, stopLossPips, price, accountCurrency },
      rates,
    );
    if (!run.ok) return failed(topic, run.errors, 'tamaño de posición');
    const result = run.result as {
      riskAmount: string;
      pipValuePerLot: string;
      rawLots: string;
      lots: string;
      actualRisk: string;
      belowMinLot: boolean;
    };
    return {
      calculator: topic,
      fromQuestion,
      lessonQuery: 'tamaño de posición riesgo por operación stop loss',
      text: [
        `${fromQuestion ? 'Con tus datos' : 'Un ejemplo'}: cuenta de **${money(balance, accountCurrency)}**, riesgo del **${spanish(riskPercent)} %** y stop de **${spanish(stopLossPips, 1)} pips** en el **${pair}**.`,
        '',
        `1. Dinero en riesgo: ${money(balance, accountCurrency)} × ${spanish(riskPercent)} % = **${money(result.riskAmount, accountCurrency)}**.`,
        `2. Valor del pip por lote: ${money(result.pipValuePerLot, accountCurrency)}.`,
        `3. Lotes: ${money(result.riskAmount, accountCurrency)} ÷ (${spanish(stopLossPips, 1)} pips × ${money(result.pipValuePerLot, accountCurrency)}) = ${spanish(result.rawLots, 4)}, redondeado **hacia abajo** al paso de 0,01: **${spanish(result.lots, 2)} lotes** (riesgo real ${money(result.actualRisk, accountCurrency)}).`,
        result.belowMinLot
          ? '\nEl tamaño queda por debajo del lote mínimo: con ese stop no puedes operar sin arriesgar más de lo previsto.'
          : '',
        `\nCalculado con las calculadoras de ${link}.`,
      ].join('\n'),
    };
  }
  if (topic === 'margin') {
    const lots = read.lots ?? '1';
    const leverage = `1:${read.leverage ?? '30'}`;
    const run = runCalculator('margin', { pair, lots, leverage, price, accountCurrency }, rates);
    if (!run.ok) return failed(topic, run.errors, 'margen apalancamiento');
    const result = run.result as { marginRequired: string; currency: string; notionalAccount: string };
    const fromQuestion = read.lots !== null || read.leverage !== null;
    return {
      calculator: topic,
      fromQuestion,
      lessonQuery: 'margen apalancamiento',
      text: `${fromQuestion ? 'Con tus datos' : 'Un ejemplo'}: **${spanish(lots, 4)} lotes** de **${pair}** con apalancamiento **${leverage}** piden un margen de **${money(result.marginRequired, result.currency)}** (el valor de la posición, ${money(result.notionalAccount, result.currency)}, dividido entre ${leverage.slice(2)}). Calculado con ${link}.`,
    };
  }
  if (topic === 'drawdown-recovery') {
    const drawdownPct = read.percents[0] ?? '20';
    const run = runCalculator('drawdown-recovery', { drawdownPct }, rates);
    if (!run.ok) return failed(topic, run.errors, 'drawdown recuperación');
    const result = run.result as { drawdownPct: string; recoveryGainPct: string };
    return {
      calculator: topic,
      fromQuestion: read.percents.length > 0,
      lessonQuery: 'drawdown recuperar pérdida',
      text: `Tras perder un **${spanish(result.drawdownPct)} %** necesitas ganar un **${spanish(result.recoveryGainPct)} %** para volver al punto de partida: d ÷ (1 − d). Por eso cuesta más recuperar que perder. Calculado con ${link}.`,
    };
  }
  if (topic === 'kelly') {
    const winRatePct = read.percents[0] ?? '55';
    const ratio = find(text, `(?:ratio|relaci[oó]n|beneficio medio)[^\\d]{0,30}${NUMBER}`) ?? '1.5';
    const run = runCalculator('kelly', { winRatePct, winLossRatio: ratio }, rates);
    if (!run.ok) return failed(topic, run.errors, 'criterio de Kelly');
    const result = run.result as { kellyPct: string; halfKellyPct: string; recommendedPct: string };
    return {
      calculator: topic,
      fromQuestion: read.percents.length > 0,
      lessonQuery: 'criterio de Kelly tamaño riesgo',
      text:
        Number(result.kellyPct) <= 0
          ? `Con un acierto del ${spanish(winRatePct)} % y una relación ganancia/pérdida de ${spanish(ratio)}, Kelly sale negativo: **no operar** (0 %). Esa estrategia no tiene ventaja. Calculado con ${link}.`
          : `Con un acierto del **${spanish(winRatePct)} %** y una relación ganancia/pérdida de **${spanish(ratio)}**, Kelly da un **${spanish(result.kellyPct)} %**; medio Kelly, **${spanish(result.halfKellyPct)} %**. La mayoría de traders arriesga bastante menos que eso. Calculado con ${link}.`,
    };
  }
  if (topic === 'expectancy') {
    const winRatePct = read.percents[0] ?? '45';
    const avgWin =
      find(text, `(?:ganancia media|gano de media|ganancia promedio)[^\\d]{0,20}${NUMBER}`) ?? '150';
    const avgLoss =
      find(text, `(?:p[eé]rdida media|pierdo de media|p[eé]rdida promedio)[^\\d]{0,20}${NUMBER}`) ?? '100';
    const run = runCalculator('expectancy', { winRatePct, avgWin, avgLoss }, rates);
    if (!run.ok) return failed(topic, run.errors, 'esperanza matemática');
    const result = run.result as { expectancy: string; expectancyR: string };
    return {
      calculator: topic,
      fromQuestion: read.percents.length > 0,
      lessonQuery: 'esperanza matemática expectativa',
      text: `Con un acierto del **${spanish(winRatePct)} %**, ganancia media de ${spanish(avgWin)} y pérdida media de ${spanish(avgLoss)}: esperanza = acierto × ganancia − fallo × pérdida = **${spanish(result.expectancy)}** por operación (${spanish(result.expectancyR)} R). Calculado con ${link}.`,
    };
  }
  // risk-reward
  const prices = [...text.matchAll(/(\d+[.,]\d+)/g)]
    .map((match) => readNumber(match[1] ?? ''))
    .filter((value): value is string => value !== null);
  if (prices.length >= 3) {
    const side = /venta|vender|short|corto/i.test(text) ? 'short' : 'long';
    const [entry, stopLoss, takeProfit] = prices as [string, string, string];
    const run = runCalculator('risk-reward', { pair, side, entry, stopLoss, takeProfit }, rates);
    if (run.ok) {
      const result = run.result as {
        riskPips: string;
        rewardPips: string;
        rewardToRisk: string;
        breakEvenWinRatePct: string;
      };
      return {
        calculator: 'risk-reward',
        fromQuestion: true,
        lessonQuery: 'relación riesgo beneficio',
        text: `Entrada ${spanish(entry, 5)}, stop ${spanish(stopLoss, 5)}, objetivo ${spanish(takeProfit, 5)}: arriesgas **${spanish(result.riskPips, 1)} pips** para ganar **${spanish(result.rewardPips, 1)}**, una relación de **1:${spanish(result.rewardToRisk)}**. Necesitas acertar al menos un **${spanish(result.breakEvenWinRatePct)} %** de las veces para no perder. Calculado con ${link}.`,
      };
    }
  }
  const run = runCalculator(
    'risk-reward',
    { pair: 'EURUSD', side: 'long', entry: '1.0850', stopLoss: '1.0825', takeProfit: '1.0900' },
    rates,
  );
  if (!run.ok) return null;
  const result = run.result as {
    riskPips: string;
    rewardPips: string;
    rewardToRisk: string;
    breakEvenWinRatePct: string;
  };
  return {
    calculator: 'risk-reward',
    fromQuestion: false,
    lessonQuery: 'relación riesgo beneficio',
    text: `Un ejemplo: compra en EURUSD a 1,0850 con stop en 1,0825 y objetivo en 1,0900. Arriesgas **${spanish(result.riskPips, 1)} pips** para ganar **${spanish(result.rewardPips, 1)}**: relación **1:${spanish(result.rewardToRisk)}**, y basta acertar un **${spanish(result.breakEvenWinRatePct)} %** de las veces para no perder. Calculado con ${link}.`,
  };
}

function failed(calculator: CalculatorName, errors: string[], lessonQuery: string): NumericAnswer {
  return {
    calculator,
    fromQuestion: true,
    lessonQuery,
    text: `No puedo hacer ese cálculo con esos datos: ${errors[0] ?? ''} Prueba en [FinanceHub](/financehub), que te dice qué dato falta.`,
  };
}

function find(text: string, pattern: string): string | null {
  const match = new RegExp(pattern, 'i').exec(text);
  return match?.[1] ? readNumber(match[1]) : null;
}
