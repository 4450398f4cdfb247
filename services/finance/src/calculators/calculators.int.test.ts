import { CALCULATORS, CalculatorMessages, type CalculatorMeta, ErrorCode } from '@pipcrafters/contracts';
import type { SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { HttpClient } from '@pipcrafters/platform/src/testing/http-client';
import { isSpanishMessage } from '@pipcrafters/platform/src/testing/spanish';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ErrorBody, member, send } from '../testing/finance-api';

/**
 * Every calculator through the gateway, with the rates in the request (so the service's table, which other tests
 * change, never enters): each figure worked by hand in the comment above it.
 */

const stack = inject('stack');
let user: SignedIn;

beforeAll(async () => {
  user = await member('calculadoras');
});

const RATES = { EURUSD: '1.0850', GBPUSD: '1.2700', USDJPY: '150', USDMXN: '18.20' };
const REQUEST_ONLY: CalculatorMeta = { ratesDate: null, ratesSource: 'request' };

const calculate = <T>(name: string, body: unknown, status = 200) =>
  send<T & { meta: CalculatorMeta }>(user, 'POST', `/api/finance/calculators/${name}`, body, status);

describe('the calculators API', () => {
  it('pip-value: USDJPY on a USD account, the yen divided by the price', async () => {
    // 0.01 × 100,000 × 0.5 = 500 JPY; / 150 = 3.3333 USD; a lot 1,000 / 150 = 6.6667
    expect(
      await calculate('pip-value', { pair: 'USDJPY', lots: '0.5', accountCurrency: 'USD', rates: RATES }),
    ).toEqual({
      pipValue: '3.3333',
      currency: 'USD',
      pipValueQuote: '500.0000',
      quoteCurrency: 'JPY',
      perLot: { standard: '6.6667', mini: '0.6667', micro: '0.0667' },
      pipSize: '0.01',
      meta: REQUEST_ONLY,
    });
  });

  it('position-size: the round-down trap (0.29 lots, not 0.28) and a MXN account', async () => {
    // 14,500 × 2 % = 290 USD; 290 / (100 pips × 10 USD) = 0.29
    expect(
      await calculate('position-size', {
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
      meta: REQUEST_ONLY,
    });
    // 100,000 × 2 % = 2,000 MXN; a lot's pip 10 × 18.20 = 182 MXN; 2,000 / (25 × 182) = 0.4395 → 0.43
    const mxn = await calculate<{ lots: string; actualRisk: string }>('position-size', {
      pair: 'EURUSD',
      accountCurrency: 'MXN',
      balance: 100_000,
      riskPercent: 2,
      stopLossPips: 25,
      rates: RATES,
    });
    expect([mxn.lots, mxn.actualRisk]).toEqual(['0.43', '1956.50']);
  });

  it('margin: gold on a EUR account', async () => {
    // 1 × 100 oz × 2,000 = 200,000 USD; / 1.085 = 184,331.80 EUR; / 20 = 9,216.59
    expect(
      await calculate('margin', {
        pair: 'XAUUSD',
        lots: '1',
        leverage: '1:20',
        price: '2000',
        accountCurrency: 'EUR',
        rates: RATES,
      }),
    ).toEqual({
      marginRequired: '9216.59',
      currency: 'EUR',
      notionalAccount: '184331.80',
      meta: REQUEST_ONLY,
    });
  });

  it('profit-loss: a EURGBP cross on a USD account', async () => {
    // 0.8550 − 0.8500 = 0.0050 = 50 pips; × 100,000 × 0.2 = 100 GBP; × GBPUSD 1.27 = 127 USD
    expect(
      await calculate('profit-loss', {
        pair: 'EURGBP',
        side: 'long',
        lots: '0.2',
        openPrice: '0.8500',
        closePrice: '0.8550',
        accountCurrency: 'USD',
        rates: RATES,
      }),
    ).toEqual({
      pips: '50.0',
      profit: '127.00',
      currency: 'USD',
      profitQuote: '100.00',
      quoteCurrency: 'GBP',
      meta: REQUEST_ONLY,
    });
  });

  it('risk-reward, expectancy, kelly and drawdown-recovery', async () => {
    // 30 pips of risk, 60 of reward: 2:1, break-even at 1 / 3
    expect(
      await calculate('risk-reward', {
        pair: 'EURUSD',
        side: 'long',
        entry: '1.0850',
        stopLoss: '1.0820',
        takeProfit: '1.0910',
      }),
    ).toEqual({
      riskPips: '30.0',
      rewardPips: '60.0',
      rewardToRisk: '2.00',
      breakEvenWinRatePct: '33.33',
      meta: REQUEST_ONLY,
    });
    // 0.4 × 300 − 0.6 × 100 = 60; 0.60 R
    expect(await calculate('expectancy', { winRatePct: '40', avgWin: '300', avgLoss: '100' })).toEqual({
      expectancy: '60.00',
      expectancyR: '0.60',
      meta: REQUEST_ONLY,
    });
    // 0.40 − 0.60 / 1 = −0.20: "no operar"
    expect(await calculate('kelly', { winRatePct: '40', winLossRatio: '1' })).toEqual({
      kellyPct: '-20.00',
      halfKellyPct: '-10.00',
      recommendedPct: '0.00',
      meta: REQUEST_ONLY,
    });
    // (12,000 − 9,000) / 12,000 = 25 %; 0.25 / 0.75 = 33.33 %
    expect(await calculate('drawdown-recovery', { peak: '12000', trough: '9000' })).toEqual({
      drawdownPct: '25.00',
      recoveryGainPct: '33.33',
      meta: REQUEST_ONLY,
    });
  });

  it('compound-growth: contributions at the start of the month', async () => {
    // r = 1 %; 1,000 × 1.01^12 + 100 × (1.01^12 − 1) / 0.01 × 1.01 = 1,126.83 + 1,280.93 = 2,407.76
    expect(
      await calculate('compound-growth', {
        initial: '1000',
        annualNominalRatePct: '12',
        periods: 12,
        monthlyContribution: '100',
        contributionTiming: 'start',
      }),
    ).toEqual({ futureValue: '2407.76', totalContributed: '2200.00', growth: '207.76', meta: REQUEST_ONLY });
  });

  it('swap and convert', async () => {
    // −6.5 points × 0.00001 × 100,000 = −6.50 USD a lot a night, × 18.20 = −118.30 MXN; × 0.5 × 3 = −177.45
    expect(
      await calculate('swap', {
        pair: 'EURUSD',
        lots: '0.5',
        swapPoints: '-6.5',
        nights: 3,
        accountCurrency: 'MXN',
        rates: RATES,
      }),
    ).toEqual({ swapPerLotPerNight: '-118.3000', swapTotal: '-177.45', currency: 'MXN', meta: REQUEST_ONLY });
    // GBP → MXN through USD: 1.27 × 18.20 = 23.114; 250 × 23.114 = 5,778.50
    expect(await calculate('convert', { amount: '250', from: 'GBP', to: 'MXN', rates: RATES })).toEqual({
      result: '5778.50',
      rate: '23.114',
      meta: REQUEST_ONLY,
    });
  });

  it('an unknown calculator is a Spanish 404 listing the names', async () => {
    const body = await calculate<ErrorBody>('sharpe', {}, 404);
    expect(body).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: CalculatorMessages.unknownCalculator('sharpe'),
    });
  });

  it('bad input is a 400 naming the field in Spanish, whatever the body', async () => {
    const body = await calculate<ErrorBody>(
      'position-size',
      { pair: 'EURUSD', accountCurrency: 'USD', balance: '1000', riskPercent: '1', stopLossPips: '0' },
      400,
    );
    expect(body).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      message: 'El campo «stopLossPips» debe ser un número mayor que 0.',
      details: ['El campo «stopLossPips» debe ser un número mayor que 0.'],
    });
    const missing = await calculate<ErrorBody>('convert', { amount: '1', from: 'GBP', to: 'XYZ' }, 400);
    expect(missing.message).toBe(CalculatorMessages.missingRate('GBP', 'XYZ'));
    const hostile: unknown[] = [
      [],
      [1, 2],
      'EURUSD',
      42,
      null,
      { pair: { $gt: '' } },
      { pair: 'EURUSD', lots: '1e400', accountCurrency: 'USD' },
      { pair: 'EURUSD', lots: 1e308, accountCurrency: 'USD' },
      { pair: '__proto__', accountCurrency: 'USD', lots: '1' },
      { rates: { __proto__: { EURUSD: '1' } }, amount: '1', from: 'EUR', to: 'USD' },
      { winRatePct: '50', winLossRatio: '0.000000000001' },
      {
        initial: '1000000000000',
        annualNominalRatePct: '1000',
        periods: 1200,
        monthlyContribution: '1',
        contributionTiming: 'end',
      },
    ];
    for (const name of CALCULATORS) {
      for (const payload of hostile) {
        const response = await user.client.json<ErrorBody>(
          'POST',
          `/api/finance/calculators/${name}`,
          payload,
        );
        expect(response.status, `${name} ${JSON.stringify(payload)} → ${response.text}`).toBeLessThan(500);
        if (response.status >= 400) expect(isSpanishMessage(response.body.message), response.text).toBe(true);
      }
    }
  });

  it('needs a signed-in user', async () => {
    const anonymous = new HttpClient(stack.gatewayUrl);
    const response = await anonymous.json('POST', '/api/finance/calculators/kelly', {
      winRatePct: '55',
      winLossRatio: '1.5',
    });
    expect(response.status).toBe(401);
  });
});
