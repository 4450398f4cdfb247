import { randomUUID } from 'node:crypto';
import type { JournalStrategy, PlanCheck, PlanTestResult } from '@pipcrafters/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, get, journalEvents, message, send, strategySaved, trader } from '../testing/journal-api';

const events = journalEvents();
beforeAll(() => events.start());
afterAll(() => events.stop());

describe('the trades test', () => {
  it('measures a plan against the balance, today’s loss and every rule of the strategy, with hand-computed figures', async () => {
    const user = await trader('plan.mano');
    const usd = await account(user);
    const startOfDay = new Date();
    startOfDay.setUTCHours(0, 0, 0, 0);
    const trade = (closeTime: Date, profit: string) =>
      send(
        user,
        'POST',
        '/api/journal/trades',
        {
          accountId: usd.id,
          symbol: 'EURUSD',
          side: 'buy',
          closeTime: closeTime.toISOString(),
          exitPrice: '1.1',
          volume: '1',
          profit,
        },
        201,
      );
    // Two days ago −500 (the balance only), today −150 (the balance and today's loss): balance 9,350.
    await trade(new Date(startOfDay.getTime() - 36 * 3600_000), '-500');
    await trade(new Date(Math.max(startOfDay.getTime(), Date.now() - 60_000)), '-150');
    const strategy = {
      id: randomUUID(),
      name: 'Plan de prueba',
      status: 'activa' as const,
      version: 1,
      rules: [],
      checklist: [
        { id: 'c1', text: 'Sin noticias' },
        { id: 'c2', text: 'Spread normal' },
      ],
      risk: { maxRiskPercent: '1', maxDailyLossPercent: '3', minRewardRisk: '2', maxOpenTrades: 1 },
      sessions: [],
      instruments: ['EURUSD'],
    };
    await events.deliver(strategySaved(user, strategy));
    expect(
      (await get<JournalStrategy[]>(user, '/api/journal/strategies')).some(
        (item) => item.id === strategy.id && item.version === strategy.version,
      ),
    ).toBe(true);
    const plan = (body: Record<string, unknown>, status = 200) =>
      send<PlanTestResult & { message: string }>(
        user,
        'POST',
        '/api/journal/plan-tests',
        {
          accountId: usd.id,
          symbol: 'EURUSD',
          side: 'buy',
          entryPrice: '1.10000',
          stopLoss: '1.09800',
          takeProfit: '1.10300',
          volume: '1',
          strategyId: strategy.id,
          checked: ['c1'],
          ...body,
        },
        status,
      );

    const result = await plan({});
    expect(result).toMatchObject({
      verdict: 'no cumple',
      // 20 pips × 10 USD × 1 lot = 200; 200 / 9,350 = 2.139 %
      riskMoney: '200.00',
      riskPercent: '2.14',
      // 30 pips: 300 USD, 1.5 R
      rewardMoney: '300.00',
      rewardRisk: '1.5',
      stopPips: '20',
      // 9,350 × 1 % = 93.5; / 200 = 0.4675 → 0.46
      allowedVolume: '0.46',
      balance: '9350',
      currency: 'USD',
      openTrades: 0,
      todayLoss: '150.00',
    });
    const checks = Object.fromEntries(result.checks.map((check: PlanCheck) => [check.id, check]));
    expect(checks.risk).toEqual({
      id: 'risk',
      passed: false,
      text: 'Arriesgas 2,14 % de la cuenta (200,00 USD); la estrategia permite como máximo 1 %. Con este stop, el tamaño máximo es 0,46 lotes.',
    });
    expect(checks['reward-risk']).toMatchObject({ passed: false });
    // (150 + 200) / 9,350 = 3.743 %
    expect(checks['daily-loss']).toEqual({
      id: 'daily-loss',
      passed: false,
      text: 'Hoy llevas 150,00 USD de pérdida y esta operación arriesga 200,00 USD: en total 3,74 % de la cuenta; la estrategia permite perder como máximo 3 % al día.',
    });
    expect(checks['open-trades']).toMatchObject({ passed: true });
    expect(checks.checklist).toMatchObject({
      passed: false,
      text: expect.stringContaining('«Spread normal»'),
    });
    expect(checks.session).toMatchObject({ passed: true, text: 'La estrategia no limita las sesiones.' });
    expect(checks.instrument).toMatchObject({ passed: true });
    expect(checks['stop-side']).toMatchObject({ passed: true });
    expect(checks.status).toMatchObject({ passed: true });

    // Within every limit: 0.15 lot risks 30 USD (0.32 %), today's loss + 30 = 1.92 %, 3 R, every item ticked.
    const within = await plan({ volume: '0.15', takeProfit: '1.10600', checked: ['c1', 'c2'] });
    expect(within).toMatchObject({
      verdict: 'cumple',
      riskMoney: '30.00',
      riskPercent: '0.32',
      rewardRisk: '3',
    });

    expect((await plan({ symbol: 'EURGBP', entryPrice: '0.85', stopLoss: '0.84' }, 400)).message).toBe(
      'Para medir el riesgo de EURGBP en una cuenta en USD indica conversionRate: el tipo de cambio GBP/USD.',
    );
    expect(
      await plan({
        symbol: 'EURGBP',
        entryPrice: '0.85000',
        stopLoss: '0.84850',
        takeProfit: null,
        volume: '0.4',
        conversionRate: '1.25',
      }),
    ).toMatchObject({ riskMoney: '75.00' });
    expect((await plan({ stopLoss: '1.10000' }, 400)).message).toBe(
      'El stop no puede estar en el precio de entrada: no habría riesgo que medir.',
    );
    expect((await plan({ timeZone: '+02:00' }, 400)).message).toContain('zona horaria');
    expect((await plan({ volume: 'mucho' }, 400)).message).toBe(
      'El tamaño es un número de lotes positivo, por ejemplo "0.10".',
    );

    // Someone else's account or strategy is not found.
    const other = await trader('plan.ajeno');
    expect(
      await message(
        other,
        'POST',
        '/api/journal/plan-tests',
        {
          accountId: usd.id,
          symbol: 'EURUSD',
          side: 'buy',
          entryPrice: '1.1',
          stopLoss: '1.09',
          volume: '1',
        },
        404,
      ),
    ).toBe('Cuenta de trading no encontrada.');
    const otherAccount = await account(other, { name: 'Suya', initialBalance: '500.00' });
    expect(
      await message(
        other,
        'POST',
        '/api/journal/plan-tests',
        {
          accountId: otherAccount.id,
          symbol: 'EURUSD',
          side: 'buy',
          entryPrice: '1.1',
          stopLoss: '1.09',
          volume: '0.01',
          strategyId: strategy.id,
        },
        404,
      ),
    ).toBe('Estrategia no encontrada.');
    // Without a strategy: the figures, and only the stop's side can fail.
    const bare = await send<PlanTestResult>(
      other,
      'POST',
      '/api/journal/plan-tests',
      {
        accountId: otherAccount.id,
        symbol: 'XAUUSD',
        side: 'sell',
        entryPrice: '2000.00',
        stopLoss: '2005.00',
        volume: '0.01',
      },
      200,
    );
    // 5 × 100 × 0.01 = 5 USD; 5 / 500 = 1 %
    expect(bare).toMatchObject({
      verdict: 'cumple',
      riskMoney: '5.00',
      riskPercent: '1',
      stopPips: '500',
      allowedVolume: null,
    });
  });
});
