import type { Emotion, TradeSide, TradeSource } from '@pipcrafters/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** numeric columns come back from pg as strings: exact, and kept so. */
@Entity({ name: 'trades' })
export class TradeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ type: 'varchar', length: 40 })
  symbol: string;

  @Column({ name: 'raw_symbol', type: 'varchar', length: 40 })
  rawSymbol: string;

  @Column({ type: 'text' })
  side: TradeSide;

  @Column({ name: 'open_time', type: 'timestamptz', nullable: true })
  openTime: Date | null;

  @Column({ name: 'close_time', type: 'timestamptz' })
  closeTime: Date;

  @Column({ name: 'entry_price', type: 'numeric', nullable: true })
  entryPrice: string | null;

  @Column({ name: 'exit_price', type: 'numeric' })
  exitPrice: string;

  @Column({ type: 'numeric' })
  volume: string;

  @Column({ name: 'stop_loss', type: 'numeric', nullable: true })
  stopLoss: string | null;

  @Column({ name: 'take_profit', type: 'numeric', nullable: true })
  takeProfit: string | null;

  @Column({ type: 'numeric', default: 0 })
  commission: string;

  @Column({ type: 'numeric', default: 0 })
  swap: string;

  @Column({ type: 'numeric', default: 0 })
  taxes: string;

  @Column({ type: 'numeric' })
  profit: string;

  @Column({ type: 'numeric' })
  net: string;

  @Column({ type: 'numeric', nullable: true })
  pips: string | null;

  @Column({ name: 'r_multiple', type: 'numeric', nullable: true })
  rMultiple: string | null;

  @Column({ name: 'strategy_id', type: 'uuid', nullable: true })
  strategyId: string | null;

  /** The strategy's name, kept current on a rename and kept when it is deleted. */
  @Column({ name: 'strategy_name', type: 'text', nullable: true })
  strategyName: string | null;

  /** The strategy's version when the trade was assigned to it. */
  @Column({ name: 'strategy_version', type: 'int', nullable: true })
  strategyVersion: number | null;

  /** The strategy's entry and exit rules the trade followed (the others were broken); null until reviewed. */
  @Column({ name: 'followed_rules', type: 'text', array: true, nullable: true })
  followedRules: string[] | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'text', default: '' })
  notes: string;

  @Column({ name: 'emotion_before', type: 'text', nullable: true })
  emotionBefore: Emotion | null;

  @Column({ name: 'emotion_after', type: 'text', nullable: true })
  emotionAfter: Emotion | null;

  @Column({ type: 'text' })
  source: TradeSource;

  @Column({ name: 'import_id', type: 'uuid', nullable: true })
  importId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ticket: string | null;

  @Column({ type: 'char', length: 64, nullable: true })
  fingerprint: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
