import type { Trade } from '@pipcrafters/contracts';
import Decimal from 'decimal.js';
import type { TradeEntity } from './trade.entity';
import { outcomeOf } from './trade-math';

/** numeric columns read back as canonical decimals ("12.50000000" → "12.5"). */
const exact = (value: string) => new Decimal(value).toFixed();
const exactOrNull = (value: string | null) => (value === null ? null : exact(value));

export function toTrade(row: TradeEntity): Trade {
  return {
    id: row.id,
    accountId: row.accountId,
    symbol: row.symbol,
    rawSymbol: row.rawSymbol,
    side: row.side,
    openTime: row.openTime?.toISOString() ?? null,
    closeTime: row.closeTime.toISOString(),
    entryPrice: exactOrNull(row.entryPrice),
    exitPrice: exact(row.exitPrice),
    volume: exact(row.volume),
    stopLoss: exactOrNull(row.stopLoss),
    takeProfit: exactOrNull(row.takeProfit),
    commission: exact(row.commission),
    swap: exact(row.swap),
    taxes: exact(row.taxes),
    profit: exact(row.profit),
    net: exact(row.net),
    outcome: outcomeOf(row.net),
    pips: exactOrNull(row.pips),
    rMultiple: exactOrNull(row.rMultiple),
    strategyId: row.strategyId,
    strategyName: row.strategyName,
    strategyVersion: row.strategyVersion,
    followedRules: row.followedRules,
    tags: row.tags,
    notes: row.notes,
    emotionBefore: row.emotionBefore,
    emotionAfter: row.emotionAfter,
    source: row.source,
    importId: row.importId,
    ticket: row.ticket,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
