import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An example chart of a strategy: the row points at the cleaned image in file storage (disk or S3). */
@Entity({ name: 'screenshots' })
export class ScreenshotEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'strategy_id', type: 'uuid' })
  strategyId: string;

  @Column({ name: 'storage_key', type: 'varchar', length: 100 })
  storageKey: string;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @Column({ type: 'integer' })
  bytes: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
