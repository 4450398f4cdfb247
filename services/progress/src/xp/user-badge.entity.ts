import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'user_badges' })
export class UserBadgeEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'badge_code', type: 'varchar', length: 60 })
  badgeCode: string;

  @Column({ name: 'unlocked_at', type: 'timestamptz' })
  unlockedAt: Date;
}
