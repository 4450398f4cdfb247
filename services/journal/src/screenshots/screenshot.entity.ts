import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'screenshots' })
export class ScreenshotEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'trade_id', type: 'uuid' })
  tradeId: string;

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
