import type { JournalStrategy, PlanCheck, PlanTestInput } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { type PlanFacts, planTest } from './plan-test';

const strategy: JournalStrategy = {
  id: '7b0c5d0e-0000-4000-8000-000000000001',
  name: 'Ruptura de Londres',
  status: 'activa',
  version: 3,
  deleted: false,
  rules: [],
  checklist: [
    { id: 'c1', text: 'Spread normal' },
    { id: 'c2', text: 'Sin noticias' },
  ],
  risk: { maxRiskPercent: '1', maxDailyLossPercent: '3', minRewardRisk: '2', maxOpenTrades: 2 },
  sessions: ['londres'],
  instruments: ['EURUSD', 'GBPUSD'],
};

/** Wednesday 10:00 in London (GMT in November): only London is open. */
const LONDON_MORNING = new Date('2026-11-25T10:00:00Z');

const plan = (input: Partial<PlanTestInput>, facts: Partial<PlanFacts> = {}) =>
  planTest({
    input: {
      accountId: 'a',
      symbol: 'EURUSD',
      side: 'buy',
      entryPrice: '1.10000',
      stopLoss: '1.09800',
      takeProfit: '1.10400',
      volume: '0.4',
      checked: ['c1', 'c2'],
      ...input,
    },
    account: { currency: 'USD', balance: '10000' },
    todayNet: '0',
    strategy,
    now: LONDON_MORNING,
    ...facts,
  });

const byId = (checks: PlanCheck[]) => Object.fromEntries(checks.map((check) => [check.id, check]));

// Every figure below is worked by hand in the comment beside it.
describe('the trades test', () => {
  it('passes a plan within every rule, with its figures', () => {
    const result = plan({});
    expect(result).toMatchObject({
      verdict: 'cumple',
      // 0.002 × 100,000 × 0.4 = 80 USD; 80 / 10,000 = 0.8 %
      riskMoney: '80.00',
      riskPercent: '0.8',
      // 0.004 × 100,000 × 0.4 = 160 USD; 40 pips / 20 pips = 2
      rewardMoney: '160.00',
      rewardRisk: '2',
      stopPips: '20',
      // 10,000 × 1 % = 100; 100 / 200 a lot = 0.5
      allowedVolume: '0.50',
      balance: '10000',
      currency: 'USD',
      openTrades: 0,
      todayLoss: '0.00',
    });
    expect(result.checks.map((check) => check.id)).toEqual([
      'risk',
      'reward-risk',
      'daily-loss',
      'open-trades',
      'checklist',
      'session',
      'instrument',
      'stop-side',
      'status',
    ]);
    expect(result.checks.every((check) => check.passed)).toBe(true);
    const checks = byId(result.checks);
    expect(checks.risk?.text).toBe(
      'Arriesgas 0,8 % de la cuenta (80,00 USD); la estrategia permite como máximo 1 %.',
    );
    expect(checks['reward-risk']?.text).toBe(
      'La relación beneficio/riesgo es 2:1; la estrategia pide al menos 2:1.',
    );
    expect(checks['daily-loss']?.text).toBe(
      'Hoy llevas 0,00 USD de pérdida y esta operación arriesga 80,00 USD: en total 0,8 % de la cuenta; la estrategia permite perder como máximo 3 % al día.',
    );
    expect(checks['open-trades']?.text).toContain('solo guarda operaciones cerradas');
    expect(checks.session?.text).toBe('Ahora es la sesión de Londres; la estrategia opera en Londres.');
  });

  it('says how much it risks over the limit and the size the limit allows', () => {
    // 25 pips × 10 USD × 1 lot = 250 USD = 2.5 %; 100 / 250 = 0.4 lot
    const result = plan({ stopLoss: '1.09750', takeProfit: '1.10500', volume: '1' });
    expect(result).toMatchObject({
      verdict: 'no cumple',
      riskMoney: '250.00',
      riskPercent: '2.5',
      allowedVolume: '0.40',
    });
    expect(byId(result.checks).risk).toEqual({
      id: 'risk',
      passed: false,
      text: 'Arriesgas 2,5 % de la cuenta (250,00 USD); la estrategia permite como máximo 1 %. Con este stop, el tamaño máximo es 0,4 lotes.',
    });
  });

  it('fails every rule a bad plan breaks, each with its reason', () => {
    const result = plan(
      // Gold sold with the stop below the entry: 10 × 100 × 1 = 1,000 USD at risk (10 %); target 15 away (1.5 R).
      {
        symbol: 'XAUUSD',
        side: 'sell',
        entryPrice: '2000.00',
        stopLoss: '1990.00',
        takeProfit: '1985.00',
        volume: '1',
        checked: ['c1', 'otra'],
      },
      {
        todayNet: '-250',
        strategy: { ...strategy, status: 'retirada' },
        now: new Date('2026-11-28T10:00:00Z'),
      },
    );
    expect(result).toMatchObject({
      verdict: 'no cumple',
      riskMoney: '1000.00',
      riskPercent: '10',
      rewardMoney: '1500.00',
      rewardRisk: '1.5',
      stopPips: '1000',
      // 100 / 1,000 = 0.1
      allowedVolume: '0.10',
      todayLoss: '250.00',
    });
    const checks = byId(result.checks);
    expect(
      Object.values(checks)
        .filter((check) => check.passed)
        .map((check) => check.id),
    ).toEqual(['open-trades']);
    expect(checks['reward-risk']?.text).toBe(
      'La relación beneficio/riesgo es 1,5:1; la estrategia pide al menos 2:1.',
    );
    // (250 + 1,000) / 10,000 = 12.5 %
    expect(checks['daily-loss']?.text).toBe(
      'Hoy llevas 250,00 USD de pérdida y esta operación arriesga 1000,00 USD: en total 12,5 % de la cuenta; la estrategia permite perder como máximo 3 % al día.',
    );
    expect(checks.checklist?.text).toBe(
      'Marcaste 1 de 2 puntos de la lista de comprobación; falta: «Sin noticias».',
    );
    expect(checks.session?.text).toContain('no hay ninguna sesión abierta');
    expect(checks.instrument?.text).toBe(
      'La estrategia no opera XAUUSD: sus instrumentos son EURUSD y GBPUSD.',
    );
    expect(checks['stop-side']?.text).toBe(
      'En una venta el stop va por encima de la entrada: 1990.00 no está por encima de 2000.00.',
    );
    expect(checks.status?.text).toBe('La estrategia está retirada: ya no se opera con ella.');
  });

  it('a minimum reward-to-risk without a take profit fails; a session the strategy does not trade fails', () => {
    const result = plan({ takeProfit: null }, { now: new Date('2026-11-25T15:00:00Z') });
    const checks = byId(result.checks);
    expect(result.rewardMoney).toBeNull();
    expect(result.rewardRisk).toBeNull();
    expect(checks['reward-risk']).toMatchObject({ passed: false });
    expect(checks['reward-risk']?.text).toContain('Sin take profit');
    // 15:00 UTC in November: London (15:00 GMT) and New York (10:00 EST) are both open: London counts.
    expect(checks.session).toMatchObject({ passed: true });
    const newYork = byId(plan({}, { now: new Date('2026-11-25T19:00:00Z') }).checks).session;
    expect(newYork).toEqual({
      id: 'session',
      passed: false,
      text: 'Ahora es la sesión de Nueva York; la estrategia opera solo en Londres.',
    });
  });

  it('converts a base-currency account through the entry, and a cross through the given rate', () => {
    // 200 USD / 1.08 = 185.185… EUR; / 2,500 = 7.41 %; 25 / 185.185… = 0.135 → 0.13
    const eur = plan(
      { entryPrice: '1.08000', stopLoss: '1.07800', takeProfit: null, volume: '1' },
      { account: { currency: 'EUR', balance: '2500' } },
    );
    expect(eur).toMatchObject({
      riskMoney: '185.19',
      riskPercent: '7.41',
      allowedVolume: '0.13',
      currency: 'EUR',
    });
    // 0.0015 × 100,000 × 0.4 = 60 GBP × 1.25 = 75 USD
    const cross = plan({
      symbol: 'EURGBP',
      entryPrice: '0.85000',
      stopLoss: '0.84850',
      takeProfit: '0.85300',
      conversionRate: '1.25',
    });
    expect(cross).toMatchObject({
      riskMoney: '75.00',
      riskPercent: '0.75',
      rewardMoney: '150.00',
      rewardRisk: '2',
    });
    // USDJPY on a USD account: 0.30 × 100,000 / 150 = 200 USD
    const yen = plan({
      symbol: 'USDJPY',
      side: 'sell',
      entryPrice: '150.000',
      stopLoss: '150.300',
      takeProfit: null,
      volume: '1',
    });
    expect(yen).toMatchObject({
      riskMoney: '200.00',
      riskPercent: '2',
      stopPips: '30',
      allowedVolume: '0.50',
    });
  });

  it('without a strategy only the stop side can fail, and no size is suggested', () => {
    const result = plan({}, { strategy: null, todayNet: '120.50' });
    expect(result).toMatchObject({ verdict: 'cumple', allowedVolume: null, todayLoss: '0.00' });
    expect(byId(result.checks).risk?.text).toContain('sin estrategia');
    expect(plan({ stopLoss: '1.10100' }, { strategy: null }).verdict).toBe('no cumple');
  });

  it('refuses what it cannot measure, in Spanish', () => {
    expect(() => plan({ symbol: 'EURGBP', entryPrice: '0.85', stopLoss: '0.84' })).toThrow(
      'Para medir el riesgo de EURGBP en una cuenta en USD indica conversionRate: el tipo de cambio GBP/USD.',
    );
    expect(() => plan({ stopLoss: '1.10000' })).toThrow('El stop no puede estar en el precio de entrada');
    expect(() => plan({ symbol: 'PEPE' })).toThrow('No conocemos el instrumento PEPE');
    expect(() => plan({ volume: '0' })).toThrow('El tamaño debe ser mayor que 0 lotes.');
    expect(() => plan({ entryPrice: '0' })).toThrow('entryPrice debe ser un precio positivo');
    expect(() => plan({}, { account: { currency: 'USD', balance: '-5' } })).toThrow(
      'El saldo de la cuenta es -5 USD',
    );
  });
});
