import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEMO_STRATEGIES,
  type DomainEvent,
  EMOTIONS,
  findInstrument,
  type JournalStrategy,
} from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { stableUuid } from '@pipcrafters/service-kit';
import Decimal from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { JournalMessages } from '../messages';
import { publishResultsChanged, resultKeys } from '../results/results-changed';
import type { StrategyEntity } from '../strategies/strategy.entity';
import { findStrategy, saveStrategyCopy } from '../strategies/strategy-replica';
import { TradeEntity } from '../trades/trade.entity';
import { grossProfitOf, netOf, pipsOf, rMultipleOf } from '../trades/trade-math';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A demo trade's strategy and the rules it followed: one in ten is not reviewed yet; a rule is broken in four of ten
 * losing trades, two of ten breakevens and one of ten winners, so the per-rule figures show what breaking one costs.
 */
function strategyOf(
  strategy: StrategyEntity,
  exitR: number,
  next: () => number,
): Pick<TradeEntity, 'strategyId' | 'strategyName' | 'strategyVersion' | 'followedRules'> {
  const breaks = exitR < 0 ? 0.4 : exitR === 0 ? 0.2 : 0.1;
  const reviewed = next() >= 0.1;
  const followedRules = strategy.rules.filter(() => next() >= breaks).map((rule) => rule.id);
  return {
    strategyId: strategy.id,
    strategyName: strategy.name,
    strategyVersion: strategy.version,
    followedRules: reviewed ? followedRules : null,
  };
}
const texts = JournalMessages.demo;

/** Price levels the demo's trades are drawn around, and each symbol's typical stop in pips. */
const MARKETS = [
  { symbol: 'EURUSD', price: 1.0825, stopPips: 15 },
  { symbol: 'GBPUSD', price: 1.271, stopPips: 18 },
  { symbol: 'USDJPY', price: 151.4, stopPips: 20 },
  { symbol: 'XAUUSD', price: 2655.0, stopPips: 600 },
  { symbol: 'EURJPY', price: 163.9, stopPips: 22 },
  { symbol: 'AUDUSD', price: 0.654, stopPips: 14 },
];

/** A small deterministic generator (mulberry32), so every demo journal is the same. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The journal's copy of the demo trader's strategies (DEMO_STRATEGIES, with the ids the strategies service gives
 * them), written with the same version rule as its events: whichever comes first, the service's copy of the same or
 * a later version wins. Answers each copy as it stands afterwards, with the symbols whose trades go to it.
 */
async function seedDemoStrategies(
  manager: EntityManager,
  userId: string,
): Promise<{ symbols: string[]; strategy: StrategyEntity }[]> {
  const seeded = [];
  for (const { key, strategy, symbols } of DEMO_STRATEGIES) {
    const rule = (kind: 'entry' | 'exit' | 'checklist', index: number) =>
      stableUuid('demo-rule', userId, key, kind, String(index));
    const copy: Omit<JournalStrategy, 'deleted'> = {
      id: stableUuid('demo-strategy', userId, key),
      name: strategy.name,
      status: strategy.status ?? 'activa',
      version: 1,
      rules: [
        ...strategy.entryRules.map((text, index) => ({
          id: rule('entry', index),
          text,
          kind: 'entry' as const,
        })),
        ...strategy.exitRules.map((text, index) => ({
          id: rule('exit', index),
          text,
          kind: 'exit' as const,
        })),
      ],
      checklist: strategy.checklist.map((text, index) => ({ id: rule('checklist', index), text })),
      risk: {
        maxRiskPercent: strategy.risk?.maxRiskPercent ?? null,
        maxDailyLossPercent: strategy.risk?.maxDailyLossPercent ?? null,
        minRewardRisk: strategy.risk?.minRewardRisk ?? null,
        maxOpenTrades: strategy.risk?.maxOpenTrades ?? null,
      },
      sessions: strategy.sessions ?? [],
      instruments: strategy.instruments ?? [],
    };
    await saveStrategyCopy(manager, userId, copy);
    const kept = await findStrategy(manager, userId, copy.id);
    if (kept && !kept.deleted) seeded.push({ symbols, strategy: kept });
  }
  return seeded;
}

/**
 * The demo trader's lived-in journal: two accounts (a USD prop-firm demo and a small EUR real account) and about
 * ninety trades over the last three months, with stops, targets, costs, tags, notes and emotions, a realistic mix
 * of winners, losers and breakevens; the trades of the demo strategies' symbols assigned to them, with the rules
 * each followed. Once only: a trader who has accounts is left alone.
 */
@Injectable()
export class DemoJournalConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoJournalConsumer.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('identity.demo-account.created', (event) => this.seed(event));
  }

  private async seed(event: DomainEvent<'identity.demo-account.created'>): Promise<void> {
    if (event.payload.account !== 'trader') return;
    const { userId } = event.payload;
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`journal-demo:${userId}`]);
      if ((await manager.getRepository(AccountEntity).countBy({ userId })) > 0) return;
      const accounts = [];
      for (const account of texts.accounts) {
        accounts.push(await manager.getRepository(AccountEntity).save({ userId, ...account }));
      }
      const strategies = await seedDemoStrategies(manager, userId);
      const next = random(20261126);
      // A generator of its own for the rules, so the trades themselves stay what they always were.
      const nextRule = random(20261214);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
      const trades: Partial<TradeEntity>[] = [];
      const results: { closeTime: Date; currency: string }[] = [];
      for (let index = 0; index < 90; index++) {
        const account = index % 3 === 2 ? accounts[1] : accounts[0];
        if (!account) continue;
        // The EUR account trades EUR pairs only, so its profit converts exactly through the pair's own price.
        const market = pick(
          account.currency === 'EUR' ? MARKETS.filter((item) => item.symbol.startsWith('EUR')) : MARKETS,
        );
        const instrument = findInstrument(market.symbol);
        if (!instrument) continue;
        const side = next() < 0.55 ? 'buy' : 'sell';
        const direction = side === 'buy' ? 1 : -1;
        const entry = new Decimal(market.price * (1 + (next() - 0.5) * 0.04)).toDecimalPlaces(
          instrument.digits,
        );
        const stopDistance = new Decimal(market.stopPips * (0.7 + next() * 0.6)).times(instrument.pipSize);
        const stop = entry.minus(stopDistance.times(direction)).toDecimalPlaces(instrument.digits);
        const target = entry.plus(stopDistance.times(2).times(direction)).toDecimalPlaces(instrument.digits);
        // 42 % reach the target (2R), 8 % close at entry, the rest are stopped or closed early by hand.
        const roll = next();
        const exitR = roll < 0.42 ? 2 : roll < 0.5 ? 0 : roll < 0.85 ? -1 : 0.4 + next();
        const exit = entry
          .plus(stopDistance.times(exitR).times(direction))
          .toDecimalPlaces(instrument.digits);
        const volume = account.currency === 'EUR' ? '0.05' : pick(['0.20', '0.30', '0.50']);
        const closeTime = new Date(Date.now() - (90 - index) * DAY_MS * 0.98 - next() * 8 * 3600_000);
        // The forex market is shut at the weekend: a Saturday or Sunday trade moves back to Friday.
        const weekday = closeTime.getUTCDay();
        if (weekday === 6 || weekday === 0)
          closeTime.setTime(closeTime.getTime() - (weekday === 6 ? 1 : 2) * DAY_MS);
        const openTime = new Date(closeTime.getTime() - (20 + next() * 300) * 60_000);
        const fields = {
          side: side as 'buy' | 'sell',
          symbol: market.symbol,
          accountCurrency: account.currency,
          entryPrice: entry.toFixed(),
          exitPrice: exit.toFixed(),
          volume,
          stopLoss: stop.toFixed(),
        };
        const profit = exitR === 0 ? '0.00' : (grossProfitOf(fields) ?? '0.00');
        const commission = exitR === 0 ? '0' : new Decimal(volume).times(-7).toFixed(2);
        const costs = {
          profit,
          commission,
          swap: exitR === 0 ? '0' : next() < 0.3 ? '-1.20' : '0',
          taxes: '0',
        };
        results.push({ closeTime, currency: account.currency });
        const assigned = strategies.find((item) => item.symbols.includes(market.symbol))?.strategy;
        trades.push({
          userId,
          accountId: account.id,
          ...(assigned ? strategyOf(assigned, exitR, nextRule) : {}),
          symbol: market.symbol,
          rawSymbol: market.symbol,
          side: fields.side,
          openTime,
          closeTime,
          entryPrice: fields.entryPrice,
          exitPrice: fields.exitPrice,
          volume,
          stopLoss: fields.stopLoss,
          takeProfit: target.toFixed(),
          ...costs,
          net: netOf(costs),
          pips: pipsOf(fields.side, market.symbol, fields.entryPrice, fields.exitPrice),
          rMultiple: rMultipleOf({ ...fields, ...costs }),
          tags: [pick(texts.setups), pick(texts.sessions)],
          notes: index % 4 === 0 ? pick(texts.notes) : '',
          emotionBefore: pick(EMOTIONS),
          emotionAfter: pick(EMOTIONS),
          source: 'manual',
        });
      }
      await manager.getRepository(TradeEntity).insert(trades);
      // Told like any other history, so CashCrafter shows the demo trader's trading income too.
      await publishResultsChanged(this.bus, manager, userId, resultKeys(results));
      this.logger.log(`Diario de demostración creado para ${userId}: ${trades.length} operaciones`);
    });
  }
}
