import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALCULATORS, type CalculatorName, type RateTable } from '../finance';
import { CalculatorMessages, conversionRatio, rebaseToUsd, runCalculator, validateCalculator } from './index';
import { ratioValue } from './numbers';

const position = { pair: 'EURUSD', accountCurrency: 'USD', balance: '10000', riskPercent: '1' };

describe('calculator input rules', () => {
  it('name the field in Spanish', () => {
    expect(validateCalculator('position-size', { ...position, stopLossPips: '0' })).toEqual([
      'El campo «stopLossPips» debe ser un número mayor que 0.',
    ]);
    expect(validateCalculator('position-size', { ...position, stopLossPips: '1,5' })).toEqual([
      CalculatorMessages.number('stopLossPips'),
    ]);
    expect(
      validateCalculator('position-size', { accountCurrency: 'usd', balance: 1, stopLossPips: 10 }),
    ).toEqual(['Falta el campo «pair».', 'Falta el campo «riskPercent».']);
    expect(validateCalculator('kelly', { winRatePct: '101', winLossRatio: '1', lots: '1' })).toEqual([
      'El campo «lots» no se usa en la calculadora «kelly».',
      'El campo «winRatePct» debe ser un porcentaje entre 0 y 100.',
    ]);
    expect(
      validateCalculator('position-size', { ...position, riskPercent: '0', stopLossPips: '10' }),
    ).toEqual([CalculatorMessages.riskPercent]);
    expect(
      validateCalculator('compound-growth', { initial: '1', annualNominalRatePct: '5', periods: 0 }),
    ).toEqual([
      'El campo «periods» debe ser un número entero entre 1 y 1200.',
      'Falta el campo «monthlyContribution».',
      'Falta el campo «contributionTiming».',
    ]);
  });

  it('read pairs, currencies, leverage and numbers as people write them', () => {
    expect(
      validateCalculator('pip-value', { pair: 'eurusd.pro', lots: 0.1, accountCurrency: 'eur' }),
    ).toEqual([]);
    expect(
      validateCalculator('margin', { pair: 'GOLD', lots: '1', leverage: 30, accountCurrency: 'USD' }),
    ).toEqual([]);
    expect(
      validateCalculator('margin', { pair: 'EURUSD', lots: '1', leverage: '30:1', accountCurrency: 'USD' }),
    ).toEqual([CalculatorMessages.leverage]);
    expect(validateCalculator('pip-value', { pair: 'EUREUR', lots: '1', accountCurrency: 'USD' })).toEqual([
      CalculatorMessages.samePair('pair'),
    ]);
    expect(validateCalculator('pip-value', { pair: 'US30', lots: '1', accountCurrency: 'USD' })).toEqual([
      CalculatorMessages.pair('pair'),
    ]);
  });

  it('check the rates a request brings', () => {
    const input = { amount: '1', from: 'EUR', to: 'USD' };
    expect(validateCalculator('convert', { ...input, rates: [] })).toEqual([CalculatorMessages.rates]);
    expect(validateCalculator('convert', { ...input, rates: { 'EUR/USD': '1.08' } })).toEqual([
      'La clave «rates.EUR/USD» debe ser un par de divisas de seis letras, por ejemplo «EURUSD».',
    ]);
    expect(validateCalculator('convert', { ...input, rates: { EURUSD: '-1' } })).toEqual([
      'El tipo «rates.EURUSD» debe ser un número mayor que 0.',
    ]);
  });

  it('check levels and drawdown inputs against each other', () => {
    expect(
      validateCalculator('risk-reward', {
        pair: 'EURUSD',
        side: 'long',
        entry: '1.08',
        stopLoss: '1.09',
        takeProfit: '1.10',
      }),
    ).toEqual([CalculatorMessages.longLevels]);
    expect(validateCalculator('drawdown-recovery', {})).toEqual([CalculatorMessages.drawdownInput]);
    expect(validateCalculator('drawdown-recovery', { drawdownPct: '10', peak: '5' })).toEqual([
      CalculatorMessages.drawdownBoth,
    ]);
    expect(validateCalculator('drawdown-recovery', { peak: '5', trough: '6' })).toEqual([
      CalculatorMessages.troughAbovePeak,
    ]);
    expect(validateCalculator('drawdown-recovery', { drawdownPct: '100' })).toEqual([
      CalculatorMessages.drawdownPct,
    ]);
  });

  it('refuse an unknown calculator and a body that is not an object', () => {
    expect(validateCalculator('sharpe', {})).toEqual([CalculatorMessages.unknownCalculator('sharpe')]);
    expect(validateCalculator('kelly', [1, 2])).toEqual([CalculatorMessages.notObject]);
    expect(validateCalculator('kelly', null)).toEqual([CalculatorMessages.notObject]);
  });
});

/** One unit of `from` in `to`, as a plain decimal string; null when nothing converts. */
const rate = (from: string, to: string, layers: RateTable[], digits = 12) => {
  const found = conversionRatio(from, to, layers);
  return found ? ratioValue(found).toSignificantDigits(digits).toFixed() : null;
};

describe('conversion rates', () => {
  const rates = { EURUSD: '1.0850', GBPUSD: '1.2700', USDMXN: '18.20' };

  it('take the pair, its inverse, or the way through USD', () => {
    expect(rate('EUR', 'USD', [rates])).toBe('1.085');
    // 1 / 1.085 = 0.921658986175…
    expect(rate('USD', 'EUR', [rates])).toBe('0.921658986175');
    // EURGBP = 1.085 / 1.27 = 0.854330708661…
    expect(rate('EUR', 'GBP', [rates])).toBe('0.854330708661');
    // MXN → EUR = 1 / (18.20 × 1.085) = 1 / 19.747 = 0.0506406036360…
    expect(rate('MXN', 'EUR', [rates])).toBe('0.050640603636');
    expect(rate('EUR', 'CLP', [rates])).toBeNull();
  });

  it('prefer the rates of the request, even over a cross the service has', () => {
    const service = { EURGBP: '0.9000', ...rates };
    // The request's own EURUSD and GBPUSD: 1.10 / 1.25 = 0.88, not the service's EURGBP 0.90
    expect(rate('EUR', 'GBP', [{ EURUSD: '1.10', GBPUSD: '1.25' }, service])).toBe('0.88');
    // Only EURUSD given: EUR → MXN with it and the service's USDMXN: 1.10 × 18.20 = 20.02
    expect(rate('EUR', 'MXN', [{ EURUSD: '1.10' }, service])).toBe('20.02');
    expect(rate('EUR', 'GBP', [{}, service])).toBe('0.9');
  });

  it('rebase the ECB’s euro rates to dollar pairs as the market quotes them', () => {
    // 1 EUR = 1.1720 USD = 169.17 JPY = 0.85553 GBP = 22.0105 MXN:
    // USDJPY = 169.17 / 1.172 = 144.3430034; GBPUSD = 1.172 / 0.85553 = 1.369911049; USDMXN = 22.0105 / 1.172
    expect(
      rebaseToUsd('EUR', {
        USD: '1.1720',
        JPY: '169.17',
        GBP: '0.85553',
        MXN: '22.0105',
        XYZ: 'N/A',
        ZAR: '0',
      }),
    ).toEqual({ EURUSD: '1.172', USDJPY: '144.3430034', GBPUSD: '1.369911049', USDMXN: '18.7802901' });
    expect(rebaseToUsd('EUR', { JPY: '169.17' })).toBeNull();
  });
});

/** Every field name a calculator reads, and a few it does not. */
const FIELD_NAMES = [
  'pair',
  'price',
  'accountCurrency',
  'rates',
  'pipSize',
  'contractSize',
  'lotStep',
  'minLot',
  'lots',
  'balance',
  'riskPercent',
  'stopLossPips',
  'leverage',
  'side',
  'openPrice',
  'closePrice',
  'entry',
  'stopLoss',
  'takeProfit',
  'winRatePct',
  'avgWin',
  'avgLoss',
  'winLossRatio',
  'drawdownPct',
  'peak',
  'trough',
  'initial',
  'annualNominalRatePct',
  'periods',
  'monthlyContribution',
  'contributionTiming',
  'swapPoints',
  'nights',
  'point',
  'amount',
  'from',
  'to',
  '__proto__',
];

const numberish = fc.oneof(
  fc.constantFrom(
    '0',
    '1',
    '-1',
    '0.0001',
    '1e3',
    '1000000000000',
    '1000000000001',
    '0.000000000001',
    '',
    ' 2 ',
  ),
  fc.double({ noNaN: false }),
  fc.integer().map(String),
  fc.float({ min: 0, max: 1000, noNaN: true }).map(String),
);
const anyValue = fc.oneof(
  numberish,
  fc.constantFrom(
    'EURUSD',
    'USDJPY',
    'XAUUSD',
    'EURGBP',
    'USD',
    'EUR',
    'MXN',
    'long',
    'short',
    'start',
    'end',
    '1:30',
  ),
  fc.constantFrom({ EURUSD: '1.08', USDMXN: '18.2' }, { EURUSD: 0 }, {}, [], null, true),
  fc.anything({ maxDepth: 2 }),
);

/** A valid input of each calculator, for the property below to bend. */
const VALID: Record<CalculatorName, Record<string, unknown>> = {
  'pip-value': { pair: 'EURGBP', lots: '1', accountCurrency: 'MXN' },
  'position-size': { ...position, stopLossPips: '20' },
  margin: { pair: 'XAUUSD', lots: '1', leverage: '1:20', accountCurrency: 'EUR' },
  'profit-loss': {
    pair: 'USDJPY',
    side: 'long',
    lots: '1',
    openPrice: '150',
    closePrice: '151',
    accountCurrency: 'USD',
  },
  'risk-reward': { pair: 'EURUSD', side: 'long', entry: '1.08', stopLoss: '1.07', takeProfit: '1.1' },
  expectancy: { winRatePct: '40', avgWin: '300', avgLoss: '100' },
  kelly: { winRatePct: '55', winLossRatio: '1.5' },
  'drawdown-recovery': { peak: '12000', trough: '9000' },
  'compound-growth': {
    initial: '1000',
    annualNominalRatePct: '12',
    periods: 12,
    monthlyContribution: '100',
    contributionTiming: 'start',
  },
  swap: { pair: 'EURUSD', lots: '0.5', swapPoints: '-6.5', nights: 3, accountCurrency: 'MXN' },
  convert: { amount: '100', from: 'EUR', to: 'MXN' },
};

describe('any input', () => {
  const serviceRates = { EURUSD: '1.0850', USDJPY: '150', XAUUSD: '2000', USDMXN: '18.20', GBPUSD: '1.27' };
  const check = (name: CalculatorName, input: Record<string, unknown>) => {
    const outcome = runCalculator(name, input, serviceRates);
    if (outcome.ok) {
      expect(JSON.stringify(outcome.result)).not.toMatch(/NaN|Infinity/);
    } else {
      expect(outcome.errors.length).toBeGreaterThan(0);
      for (const error of outcome.errors) expect(error).toMatch(/«/);
    }
    return outcome.ok;
  };

  it('never throws: a result without NaN or Infinity, or Spanish errors naming a field', () => {
    let computed = 0;
    fc.assert(
      fc.property(
        fc.constantFrom<CalculatorName>(...CALCULATORS),
        fc.dictionary(fc.constantFrom(...FIELD_NAMES), anyValue, { maxKeys: 3 }),
        fc.boolean(),
        (name, changes, fromValid) => {
          if (check(name, fromValid ? { ...VALID[name], ...changes } : changes)) computed += 1;
        },
      ),
      { numRuns: 4000 },
    );
    // Enough of the cases got past the rules to exercise the arithmetic at its edges.
    expect(computed).toBeGreaterThan(300);
  });

  it('every valid input above computes', () => {
    for (const name of CALCULATORS) expect(check(name, VALID[name]), name).toBe(true);
  });
});
