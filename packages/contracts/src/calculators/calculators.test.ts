import { describe, expect, it } from 'vitest';
import type { CalculatorIO, CalculatorName, RateTable } from '../finance';
import { runCalculator } from './index';

/** A calculation from raw input, as the page and the service run it; fails the test with its Spanish errors. */
function run<N extends CalculatorName>(
  name: N,
  input: Record<string, unknown>,
  serviceRates: RateTable = {},
): CalculatorIO[N][1] {
  const outcome = runCalculator(name, input, serviceRates);
  if (!outcome.ok) throw new Error(outcome.errors.join(' '));
  return outcome.result as CalculatorIO[N][1];
}

const errorsOf = (name: CalculatorName, input: Record<string, unknown>, serviceRates: RateTable = {}) => {
  const outcome = runCalculator(name, input, serviceRates);
  return outcome.ok ? [] : outcome.errors;
};

const USD_RATES: RateTable = { EURUSD: '1.0850', GBPUSD: '1.2700', USDJPY: '150', USDMXN: '18.20' };

// Every expected figure is worked by hand in the comment above it.
describe('pip value', () => {
  it('EURUSD on a USD account: the quote is the account', () => {
    // 0.0001 × 100,000 × 1 = 10 USD; a mini lot 1, a micro lot 0.10
    expect(run('pip-value', { pair: 'EURUSD', lots: '1', accountCurrency: 'USD' })).toEqual({
      pipValue: '10.0000',
      currency: 'USD',
      pipValueQuote: '10.0000',
      quoteCurrency: 'USD',
      perLot: { standard: '10.0000', mini: '1.0000', micro: '0.1000' },
      pipSize: '0.0001',
    });
  });

  it('USDJPY on a USD account: a pip of 0.01, divided by the price (the account is the base)', () => {
    const result = run('pip-value', { pair: 'USDJPY', lots: '0.5', price: '150', accountCurrency: 'USD' });
    // 0.01 × 100,000 × 0.5 = 500 JPY; 500 / 150 = 3.3333 USD
    expect(result.pipValueQuote).toBe('500.0000');
    expect(result.pipValue).toBe('3.3333');
    // a lot: 1,000 JPY / 150 = 6.6667 USD; a micro lot 10 / 150 = 0.0667
    expect(result.perLot).toEqual({ standard: '6.6667', mini: '0.6667', micro: '0.0667' });
    expect(result.pipSize).toBe('0.01');
  });

  it('EURUSD on a EUR account: the account is the base, so 10 USD / 1.0850', () => {
    // 10 / 1.085 = 9.21659 EUR
    expect(
      run('pip-value', { pair: 'EURUSD', lots: '1', price: '1.0850', accountCurrency: 'EUR' }).pipValue,
    ).toBe('9.2166');
  });

  it('EURUSD on a MXN account: 10 USD × USDMXN 18.20 = 182 MXN', () => {
    const result = run('pip-value', { pair: 'EURUSD', lots: '1', accountCurrency: 'MXN', rates: USD_RATES });
    expect(result.pipValue).toBe('182.0000');
    expect(result.currency).toBe('MXN');
  });

  it('EURGBP: on a USD account through GBPUSD; on a EUR account through a price derived from EURUSD and GBPUSD', () => {
    // 10 GBP × 1.27 = 12.70 USD
    expect(run('pip-value', { pair: 'EURGBP', lots: '1', accountCurrency: 'USD' }, USD_RATES).pipValue).toBe(
      '12.7000',
    );
    // EURGBP = 1.0850 / 1.27 = 0.854331; 10 GBP / 0.854331 = 10 × 1.27 / 1.085 = 11.70507 EUR
    expect(run('pip-value', { pair: 'EURGBP', lots: '1', accountCurrency: 'EUR' }, USD_RATES).pipValue).toBe(
      '11.7051',
    );
    // On a MXN account: GBP → MXN = GBPUSD × USDMXN = 1.27 × 18.20 = 23.114; 10 GBP → 231.14 MXN
    expect(run('pip-value', { pair: 'EURGBP', lots: '1', accountCurrency: 'MXN' }, USD_RATES).pipValue).toBe(
      '231.1400',
    );
  });

  it('a rate in the request wins over the service’s', () => {
    // 10 GBP × 1.25 (the request's GBPUSD, not the service's 1.27) = 12.50 USD
    const input = { pair: 'EURGBP', lots: '1', accountCurrency: 'USD', rates: { GBPUSD: '1.25' } };
    expect(run('pip-value', input, USD_RATES).pipValue).toBe('12.5000');
  });

  it('gold: 100 oz a lot and a pip of 0.10 unless 0.01 is asked for', () => {
    // 0.10 × 100 × 1 = 10 USD
    const tenCents = run('pip-value', { pair: 'XAUUSD', lots: '1', accountCurrency: 'USD' });
    expect([tenCents.pipValue, tenCents.pipSize]).toEqual(['10.0000', '0.1']);
    // 0.01 × 100 × 1 = 1 USD
    expect(
      run('pip-value', { pair: 'GOLD', lots: '1', accountCurrency: 'USD', pipSize: '0.01' }).pipValue,
    ).toBe('1.0000');
    // On a EUR account: 10 USD / EURUSD 1.085 = 9.2166 EUR
    expect(run('pip-value', { pair: 'XAUUSD', lots: '1', accountCurrency: 'EUR' }, USD_RATES).pipValue).toBe(
      '9.2166',
    );
  });

  it('says which rate is missing rather than guessing', () => {
    expect(errorsOf('pip-value', { pair: 'EURGBP', lots: '1', accountCurrency: 'CLP' }, USD_RATES)).toEqual([
      'Falta el tipo de cambio para convertir de GBP a CLP: indica «GBPCLP» (o «CLPGBP»), o los de ambas divisas frente a USD, en el campo «rates».',
    ]);
    // The account is the base and no price is given nor in the rates.
    expect(errorsOf('pip-value', { pair: 'USDJPY', lots: '1', accountCurrency: 'USD' })).toEqual([
      'Falta el campo «price»: hace falta el precio de USDJPY y no está en los tipos de cambio.',
    ]);
  });
});

describe('position size', () => {
  it('the round-down trap: 14,500 × 2 % over 100 pips on EURUSD is 0.29 lots, not 0.28', () => {
    // In binary floats: 290 / 1,000 / 0.01 = 28.999999999999996, floored to 28 steps.
    expect(Math.floor((14_500 * 0.02) / (100 * 10) / 0.01) / 100).toBe(0.28);
    // 14,500 × 2 % = 290 USD; a lot's pip 10 USD; 290 / (100 × 10) = 0.29 → 0.29 lots, 29,000 units
    expect(
      run('position-size', {
        pair: 'EURUSD',
        accountCurrency: 'USD',
        balance: '14500',
        riskPercent: '2',
        stopLossPips: '100',
      }),
    ).toEqual({
      riskAmount: '290.00',
      pipValuePerLot: '10.0000',
      rawLots: '0.2900',
      lots: '0.29',
      units: '29000',
      actualRisk: '290.00',
      belowMinLot: false,
      currency: 'USD',
    });
  });

  it('USDJPY on a USD account lands exactly on a step (15,000 JPY / 150 is exactly 100 USD)', () => {
    // 10,000 × 1 % = 100 USD; a lot over 15 pips: 15 × 1,000 JPY = 15,000 JPY = 100 USD → 1.00 lot
    const result = run('position-size', {
      pair: 'USDJPY',
      price: '150',
      accountCurrency: 'USD',
      balance: '10000',
      riskPercent: '1',
      stopLossPips: '15',
    });
    expect([result.pipValuePerLot, result.rawLots, result.lots, result.actualRisk]).toEqual([
      '6.6667',
      '1.0000',
      '1.00',
      '100.00',
    ]);
  });

  it('a EUR account on EURUSD: the pip divided by the price', () => {
    // 5,000 × 1 % = 50 EUR; a lot's pip 10 / 1.085 = 9.2166 EUR; 50 / (20 × 9.2166) = 50 × 1.085 / 200 = 0.27125
    // → 0.27 lots, risking 0.27 × 20 × 10 / 1.085 = 54 / 1.085 = 49.77 EUR
    const result = run('position-size', {
      pair: 'EURUSD',
      price: '1.0850',
      accountCurrency: 'EUR',
      balance: '5000',
      riskPercent: '1',
      stopLossPips: '20',
    });
    expect([
      result.riskAmount,
      result.pipValuePerLot,
      result.rawLots,
      result.lots,
      result.actualRisk,
    ]).toEqual(['50.00', '9.2166', '0.2712', '0.27', '49.77']);
  });

  it('a MXN account on EURUSD, through USDMXN', () => {
    // 100,000 × 2 % = 2,000 MXN; a lot's pip 10 × 18.20 = 182 MXN; 2,000 / (25 × 182) = 0.43956 → 0.43 lots,
    // risking 0.43 × 25 × 182 = 1,956.50 MXN
    const result = run(
      'position-size',
      { pair: 'EURUSD', accountCurrency: 'MXN', balance: '100000', riskPercent: '2', stopLossPips: '25' },
      USD_RATES,
    );
    expect([result.pipValuePerLot, result.rawLots, result.lots, result.units, result.actualRisk]).toEqual([
      '182.0000',
      '0.4395',
      '0.43',
      '43000',
      '1956.50',
    ]);
  });

  it('gold: 50 pips of 0.10 at 10 USD a pip', () => {
    // 10,000 × 1 % = 100; 100 / (50 × 10) = 0.20 lots = 20 oz
    const result = run('position-size', {
      pair: 'XAUUSD',
      accountCurrency: 'USD',
      balance: '10000',
      riskPercent: '1',
      stopLossPips: '50',
    });
    expect([result.lots, result.units, result.actualRisk]).toEqual(['0.20', '20', '100.00']);
  });

  it('below the minimum lot: 0 lots and a warning, never more risk than asked', () => {
    // 100 × 1 % = 1 USD; 1 / (50 × 10) = 0.002 → 0.00 < 0.01
    const tiny = run('position-size', {
      pair: 'EURUSD',
      accountCurrency: 'USD',
      balance: '100',
      riskPercent: '1',
      stopLossPips: '50',
    });
    expect([tiny.rawLots, tiny.lots, tiny.units, tiny.actualRisk, tiny.belowMinLot]).toEqual([
      '0.0020',
      '0.00',
      '0',
      '0.00',
      true,
    ]);
    // A broker's 0.1 minimum: 1,000 × 1 % = 10; 10 / (20 × 10) = 0.05 → 0.05, under 0.1 → 0
    const broker = run('position-size', {
      pair: 'EURUSD',
      accountCurrency: 'USD',
      balance: '1000',
      riskPercent: '1',
      stopLossPips: '20',
      minLot: '0.1',
    });
    expect([broker.lots, broker.belowMinLot]).toEqual(['0.00', true]);
    // A 0.1 step: 10,000 × 1.5 % = 150; 150 / 200 = 0.75 → 0.7
    const stepped = run('position-size', {
      pair: 'EURUSD',
      accountCurrency: 'USD',
      balance: '10000',
      riskPercent: '1.5',
      stopLossPips: '20',
      lotStep: '0.1',
      minLot: '0.1',
    });
    expect([stepped.lots, stepped.actualRisk, stepped.belowMinLot]).toEqual(['0.7', '140.00', false]);
  });
});

describe('margin', () => {
  it('arises in the base currency: EURUSD on USD at 1.0850, USDJPY on USD as is', () => {
    // 100,000 EUR × 1.085 = 108,500 USD; / 30 = 3,616.67
    expect(
      run('margin', { pair: 'EURUSD', lots: '1', leverage: '1:30', price: '1.0850', accountCurrency: 'USD' }),
    ).toEqual({ marginRequired: '3616.67', currency: 'USD', notionalAccount: '108500.00' });
    // 50,000 USD / 50 = 1,000
    expect(run('margin', { pair: 'USDJPY', lots: '0.5', leverage: '1:50', accountCurrency: 'USD' })).toEqual({
      marginRequired: '1000.00',
      currency: 'USD',
      notionalAccount: '50000.00',
    });
  });

  it('a MXN account: EUR → MXN through USD (1.085 × 18.20 = 19.747)', () => {
    // 10,000 EUR × 19.747 = 197,470 MXN; / 100 = 1,974.70
    expect(
      run('margin', { pair: 'EURUSD', lots: '0.1', leverage: '100', accountCurrency: 'MXN' }, USD_RATES),
    ).toEqual({ marginRequired: '1974.70', currency: 'MXN', notionalAccount: '197470.00' });
  });

  it('EURGBP: on USD through EURUSD; on GBP at the EURGBP price derived from EURUSD and GBPUSD', () => {
    // 100,000 EUR × 1.085 = 108,500 USD; / 30 = 3,616.67
    expect(
      run('margin', { pair: 'EURGBP', lots: '1', leverage: '1:30', accountCurrency: 'USD' }, USD_RATES)
        .marginRequired,
    ).toBe('3616.67');
    // 100,000 × 1.085 / 1.27 = 85,433.07 GBP; / 30 = 2,847.77
    expect(
      run('margin', { pair: 'EURGBP', lots: '1', leverage: '1:30', accountCurrency: 'GBP' }, USD_RATES),
    ).toEqual({ marginRequired: '2847.77', currency: 'GBP', notionalAccount: '85433.07' });
  });

  it('gold: lots × 100 oz × price / leverage, then converted', () => {
    // 1 × 100 × 2,000 = 200,000 USD; / 20 = 10,000
    expect(
      run('margin', { pair: 'XAUUSD', lots: '1', leverage: '1:20', price: '2000', accountCurrency: 'USD' }),
    ).toEqual({ marginRequired: '10000.00', currency: 'USD', notionalAccount: '200000.00' });
    // On EUR: 200,000 / 1.085 = 184,331.80 EUR; / 20 = 9,216.59
    expect(
      run(
        'margin',
        { pair: 'XAUUSD', lots: '1', leverage: '1:20', price: '2000', accountCurrency: 'EUR' },
        USD_RATES,
      ),
    ).toEqual({ marginRequired: '9216.59', currency: 'EUR', notionalAccount: '184331.80' });
  });
});

describe('profit and loss', () => {
  it('EURUSD long on USD: 50 pips of 10 USD', () => {
    // 1.0900 − 1.0850 = 0.0050 = 50 pips; 0.0050 × 100,000 × 1 = 500 USD
    expect(
      run('profit-loss', {
        pair: 'EURUSD',
        side: 'long',
        lots: '1',
        openPrice: '1.0850',
        closePrice: '1.0900',
        accountCurrency: 'USD',
      }),
    ).toEqual({
      pips: '50.0',
      profit: '500.00',
      currency: 'USD',
      profitQuote: '500.00',
      quoteCurrency: 'USD',
    });
  });

  it('USDJPY short on USD: yen converted at the closing price', () => {
    // A short from 150 to 151 loses 1.00 = 100 pips; 1 × 100,000 × 0.5 = 50,000 JPY; / 151 = 331.13 USD
    expect(
      run('profit-loss', {
        pair: 'USDJPY',
        side: 'short',
        lots: '0.5',
        openPrice: '150.00',
        closePrice: '151.00',
        accountCurrency: 'USD',
      }),
    ).toEqual({
      pips: '-100.0',
      profit: '-331.13',
      currency: 'USD',
      profitQuote: '-50000.00',
      quoteCurrency: 'JPY',
    });
  });

  it('GBPUSD on a EUR account and USDJPY on a MXN account', () => {
    // 0.0050 × 100,000 = 500 USD; / 1.085 = 460.83 EUR
    const eur = run(
      'profit-loss',
      {
        pair: 'GBPUSD',
        side: 'long',
        lots: '1',
        openPrice: '1.2700',
        closePrice: '1.2750',
        accountCurrency: 'EUR',
      },
      USD_RATES,
    );
    expect([eur.pips, eur.profit, eur.profitQuote]).toEqual(['50.0', '460.83', '500.00']);
    // 0.50 × 100,000 = 50,000 JPY; JPY → MXN = 18.20 / 150; 50,000 × 18.2 / 150 = 6,066.67 MXN
    const mxn = run(
      'profit-loss',
      {
        pair: 'USDJPY',
        side: 'long',
        lots: '1',
        openPrice: '150.00',
        closePrice: '150.50',
        accountCurrency: 'MXN',
      },
      USD_RATES,
    );
    expect([mxn.pips, mxn.profit, mxn.profitQuote]).toEqual(['50.0', '6066.67', '50000.00']);
  });

  it('gold: a 10.50 move is 105 pips of 0.10', () => {
    // 10.5 × 100 × 0.1 = 105 USD
    const gold = run('profit-loss', {
      pair: 'XAUUSD',
      side: 'long',
      lots: '0.1',
      openPrice: '2000',
      closePrice: '2010.5',
      accountCurrency: 'USD',
    });
    expect([gold.pips, gold.profit]).toEqual(['105.0', '105.00']);
  });
});

describe('risk to reward', () => {
  it('2:1 breaks even winning one trade in three: 1 / (1 + 2)', () => {
    // risk 1.0850 − 1.0820 = 30 pips; reward 1.0910 − 1.0850 = 60 pips
    expect(
      run('risk-reward', {
        pair: 'EURUSD',
        side: 'long',
        entry: '1.0850',
        stopLoss: '1.0820',
        takeProfit: '1.0910',
      }),
    ).toEqual({ riskPips: '30.0', rewardPips: '60.0', rewardToRisk: '2.00', breakEvenWinRatePct: '33.33' });
    // A USDJPY short: stop 50 pips above, target 100 below
    expect(
      run('risk-reward', {
        pair: 'USDJPY',
        side: 'short',
        entry: '150.00',
        stopLoss: '150.50',
        takeProfit: '149.00',
      }),
    ).toEqual({ riskPips: '50.0', rewardPips: '100.0', rewardToRisk: '2.00', breakEvenWinRatePct: '33.33' });
  });

  it('gold at 0.01 pips: 3:1 breaks even at 25 %', () => {
    // 5 / 0.01 = 500 pips; 15 / 0.01 = 1,500; 1 / (1 + 3) = 25 %
    expect(
      run('risk-reward', {
        pair: 'XAUUSD',
        side: 'long',
        entry: '2000',
        stopLoss: '1995',
        takeProfit: '2015',
        pipSize: '0.01',
      }),
    ).toEqual({
      riskPips: '500.0',
      rewardPips: '1500.0',
      rewardToRisk: '3.00',
      breakEvenWinRatePct: '25.00',
    });
  });
});

describe('expectancy and Kelly', () => {
  it('expectancy = p × average win − (1 − p) × average loss', () => {
    // 0.4 × 300 − 0.6 × 100 = 120 − 60 = 60; 60 / 100 = 0.60 R
    expect(run('expectancy', { winRatePct: '40', avgWin: '300', avgLoss: '100' })).toEqual({
      expectancy: '60.00',
      expectancyR: '0.60',
    });
    // 0.3 × 150 − 0.7 × 100 = 45 − 70 = −25; −0.25 R
    expect(run('expectancy', { winRatePct: 30, avgWin: 150, avgLoss: 100 })).toEqual({
      expectancy: '-25.00',
      expectancyR: '-0.25',
    });
  });

  it('Kelly = p − (1 − p) / b; half of it recommended', () => {
    // 0.55 − 0.45 / 1.5 = 0.55 − 0.30 = 0.25
    expect(run('kelly', { winRatePct: '55', winLossRatio: '1.5' })).toEqual({
      kellyPct: '25.00',
      halfKellyPct: '12.50',
      recommendedPct: '12.50',
    });
  });

  it('a negative Kelly recommends 0 % ("no operar")', () => {
    // 0.40 − 0.60 / 1 = −0.20
    expect(run('kelly', { winRatePct: '40', winLossRatio: '1' })).toEqual({
      kellyPct: '-20.00',
      halfKellyPct: '-10.00',
      recommendedPct: '0.00',
    });
  });
});

describe('drawdown recovery', () => {
  it('d / (1 − d): 50 % needs 100 %, 20 % needs 25 %, a peak of 12,000 and a trough of 9,000 need 33.33 %', () => {
    expect(run('drawdown-recovery', { drawdownPct: '50' })).toEqual({
      drawdownPct: '50.00',
      recoveryGainPct: '100.00',
    });
    // 0.2 / 0.8 = 0.25
    expect(run('drawdown-recovery', { drawdownPct: '20' }).recoveryGainPct).toBe('25.00');
    // (12,000 − 9,000) / 12,000 = 0.25; 0.25 / 0.75 = 0.3333
    expect(run('drawdown-recovery', { peak: '12000', trough: '9000' })).toEqual({
      drawdownPct: '25.00',
      recoveryGainPct: '33.33',
    });
    expect(run('drawdown-recovery', { drawdownPct: '0' }).recoveryGainPct).toBe('0.00');
  });
});

describe('compound growth', () => {
  // 12 % a year nominal: r = 0.12 / 12 = 0.01 a month; 1.01^12 = 1.126825030131969720661201
  // 1,000 × 1.01^12 = 1,126.825030; 100 a month at the end: 100 × (1.01^12 − 1) / 0.01 = 1,268.250301
  const plan = { initial: '1000', annualNominalRatePct: '12', periods: 12, monthlyContribution: '100' };

  it('contributions at the end of the month', () => {
    // 1,126.825030 + 1,268.250301 = 2,395.075331; contributed 1,000 + 12 × 100 = 2,200
    expect(run('compound-growth', { ...plan, contributionTiming: 'end' })).toEqual({
      futureValue: '2395.08',
      totalContributed: '2200.00',
      growth: '195.08',
    });
  });

  it('contributions at the start earn one more month each', () => {
    // 1,268.250301 × 1.01 = 1,280.932804; + 1,126.825030 = 2,407.757834
    expect(run('compound-growth', { ...plan, contributionTiming: 'start' })).toEqual({
      futureValue: '2407.76',
      totalContributed: '2200.00',
      growth: '207.76',
    });
  });

  it('at 0 % it is the sum of what was put in', () => {
    expect(run('compound-growth', { ...plan, annualNominalRatePct: '0', contributionTiming: 'end' })).toEqual(
      {
        futureValue: '2200.00',
        totalContributed: '2200.00',
        growth: '0.00',
      },
    );
  });
});

describe('swap', () => {
  it('points × a tenth of a pip × contract, converted', () => {
    // EURUSD: −6.5 × 0.00001 × 100,000 = −6.50 USD a lot a night; × 0.5 lots × 3 nights = −9.75
    expect(
      run('swap', { pair: 'EURUSD', lots: '0.5', swapPoints: '-6.5', nights: 3, accountCurrency: 'USD' }),
    ).toEqual({ swapPerLotPerNight: '-6.5000', swapTotal: '-9.75', currency: 'USD' });
    // USDJPY: 12.3 × 0.001 × 100,000 = 1,230 JPY; / 150 = 8.20 USD
    expect(
      run('swap', {
        pair: 'USDJPY',
        lots: '1',
        swapPoints: '12.3',
        nights: 1,
        price: '150',
        accountCurrency: 'USD',
      }),
    ).toEqual({ swapPerLotPerNight: '8.2000', swapTotal: '8.20', currency: 'USD' });
    // Gold: a point of 0.01 × 100 oz = 1 USD; −25 a lot a night; × 0.2 lots × 2 nights = −10
    expect(
      run('swap', { pair: 'XAUUSD', lots: '0.2', swapPoints: '-25', nights: 2, accountCurrency: 'USD' }),
    ).toEqual({ swapPerLotPerNight: '-25.0000', swapTotal: '-10.00', currency: 'USD' });
  });
});

describe('convert', () => {
  it('through USD when the table has no cross', () => {
    // EUR → MXN = 1.085 × 18.20 = 19.747; 100 × 19.747 = 1,974.70
    expect(run('convert', { amount: '100', from: 'EUR', to: 'MXN' }, USD_RATES)).toEqual({
      result: '1974.70',
      rate: '19.747',
    });
    // MXN → COP = 4,000 / 18.20 = 219.78021978…; 1,000 MXN = 219,780.22 COP
    expect(
      run('convert', { amount: '1000', from: 'mxn', to: 'COP', rates: { USDMXN: '18.20', USDCOP: '4000' } }),
    ).toEqual({ result: '219780.22', rate: '219.7802198' });
    // USD → EUR = 1 / 1.085 = 0.92165898617…
    expect(run('convert', { amount: '100', from: 'USD', to: 'EUR' }, USD_RATES)).toEqual({
      result: '92.17',
      rate: '0.9216589862',
    });
    expect(run('convert', { amount: '5', from: 'CLP', to: 'CLP' })).toEqual({ result: '5.00', rate: '1' });
  });
});
