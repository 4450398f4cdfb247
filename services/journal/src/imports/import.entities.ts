import type { ImportSummary } from '@pipcrafters/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CsvMapping } from './parsers/csv';

@Entity({ name: 'imports' })
export class ImportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ type: 'text' })
  format: string;

  @Column({ name: 'file_name', type: 'varchar', length: 200 })
  fileName: string;

  @Column({ name: 'file_sha256', type: 'char', length: 64 })
  fileSha256: string;

  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone: string;

  /** The summary shown after the import (and in the history). */
  @Column({ type: 'jsonb' })
  summary: ImportSummary;

  @Column({ type: 'integer' })
  imported: number;

  @Column({ type: 'integer' })
  duplicates: number;

  @Column({ type: 'numeric' })
  net: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'undone_at', type: 'timestamptz', nullable: true })
  undoneAt: Date | null;
}

/** Money in or out of an account that is not a trade: deposits, withdrawals, credit, financing, interest. */
@Entity({ name: 'movements' })
export class MovementEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'import_id', type: 'uuid', nullable: true })
  importId: string | null;

  @Column({ type: 'text' })
  kind: string;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  @Column({ type: 'numeric' })
  amount: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  comment: string | null;

  @Column({ type: 'char', length: 64 })
  fingerprint: string;
}

/** A column mapping the user saved for their own CSV exports. */
@Entity({ name: 'csv_presets' })
export class CsvPresetEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'jsonb' })
  mapping: CsvMapping;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
