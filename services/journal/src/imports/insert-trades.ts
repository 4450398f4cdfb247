import type { EntityManager } from 'typeorm';
import type { TradeEntity } from '../trades/trade.entity';

/** A trade about to be written: every column but those the table fills itself. */
export type NewTrade = Omit<TradeEntity, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Every field of a new trade, with its column and SQL type (the record type makes a field added to the entity a
 * compile error here until it is written too). Array columns travel as array literals, one text per row; a
 * `char(64)` column is sent as text (a bare `char` is one character).
 */
const COLUMNS: { readonly [Field in keyof NewTrade]-?: readonly [column: string, type: string] } = {
  userId: ['user_id', 'uuid'],
  accountId: ['account_id', 'uuid'],
  symbol: ['symbol', 'varchar'],
  rawSymbol: ['raw_symbol', 'varchar'],
  side: ['side', 'text'],
  openTime: ['open_time', 'timestamptz'],
  closeTime: ['close_time', 'timestamptz'],
  entryPrice: ['entry_price', 'numeric'],
  exitPrice: ['exit_price', 'numeric'],
  volume: ['volume', 'numeric'],
  stopLoss: ['stop_loss', 'numeric'],
  takeProfit: ['take_profit', 'numeric'],
  commission: ['commission', 'numeric'],
  swap: ['swap', 'numeric'],
  taxes: ['taxes', 'numeric'],
  profit: ['profit', 'numeric'],
  net: ['net', 'numeric'],
  pips: ['pips', 'numeric'],
  rMultiple: ['r_multiple', 'numeric'],
  strategyId: ['strategy_id', 'uuid'],
  strategyName: ['strategy_name', 'text'],
  strategyVersion: ['strategy_version', 'int'],
  followedRules: ['followed_rules', 'text[]'],
  tags: ['tags', 'text[]'],
  notes: ['notes', 'text'],
  emotionBefore: ['emotion_before', 'text'],
  emotionAfter: ['emotion_after', 'text'],
  source: ['source', 'text'],
  importId: ['import_id', 'uuid'],
  ticket: ['ticket', 'varchar'],
  fingerprint: ['fingerprint', 'text'],
};

const FIELDS = Object.keys(COLUMNS) as (keyof NewTrade)[];

/**
 * `INSERT … SELECT … FROM unnest(…)`: one array parameter per column whatever the number of rows, instead of one
 * parameter per value (31,000 for a thousand trades, which TypeORM's insert builder spent seconds and hundreds of
 * MB naming and escaping on a large statement). A row that would repeat a ticket or fingerprint already in the
 * account is left out (`ON CONFLICT DO NOTHING`), as before.
 */
const INSERT_SQL = (() => {
  const columns = FIELDS.map((field) => COLUMNS[field][0]);
  const values = FIELDS.map((field) => {
    const [column, type] = COLUMNS[field];
    return type.endsWith('[]') ? `given.${column}::${type}` : `given.${column}`;
  });
  const arrays = FIELDS.map((field, index) => {
    const type = COLUMNS[field][1];
    return `$${index + 1}::${type.endsWith('[]') ? 'text' : type}[]`;
  });
  return (
    `INSERT INTO journal.trades (${columns.join(', ')}) ` +
    `SELECT ${values.join(', ')} FROM unnest(${arrays.join(', ')}) AS given(${columns.join(', ')}) ` +
    'ON CONFLICT DO NOTHING RETURNING id'
  );
})();

/** A PostgreSQL array literal of texts (`{"a","b \"c\""}`), or null. */
export function textArrayLiteral(items: readonly string[] | null): string | null {
  if (items === null) return null;
  return `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

function parameter(trade: NewTrade, field: keyof NewTrade): unknown {
  const value = trade[field];
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return textArrayLiteral(value);
  return value ?? null;
}

/** Writes these trades in one statement; the ids of those written (not of those the account already had). */
export async function insertTrades(manager: EntityManager, trades: readonly NewTrade[]): Promise<string[]> {
  if (trades.length === 0) return [];
  const parameters = FIELDS.map((field) => trades.map((trade) => parameter(trade, field)));
  const rows = (await manager.query(INSERT_SQL, parameters)) as { id: string }[];
  return rows.map((row) => row.id);
}
