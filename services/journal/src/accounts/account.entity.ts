import type { AccountKind } from '@pipcrafters/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'accounts' })
export class AccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 80, default: '' })
  broker: string;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ name: 'initial_balance', type: 'numeric', precision: 20, scale: 2, default: 0 })
  initialBalance: string;

  @Column({ type: 'text' })
  kind: AccountKind;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
