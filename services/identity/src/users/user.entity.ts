import type { Role, UserPreferences, UserStatus } from '@pipcrafters/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always stored normalised (trimmed, lower case); unique on lower(email) among accounts (not shadow applications). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 80 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 80 })
  lastName: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'text', default: 'PENDING' })
  status: UserStatus;

  @Column({ type: 'text', array: true, default: () => "'{USER}'" })
  roles: Role[];

  @Column({ type: 'jsonb', default: () => `'{"theme":"dark"}'` })
  preferences: Partial<UserPreferences>;

  @Column({ name: 'rejection_reason', type: 'varchar', length: 500, nullable: true })
  rejectionReason: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /**
   * Set only on a shadow application (a sign-up for an e-mail that already has an account, see
   * `auth/applications.service.ts`): that account's id. Such a row owns no e-mail and is always a PENDING USER.
   */
  @Column({ name: 'shadow_of', type: 'uuid', nullable: true })
  shadowOf: string | null;

  /** When a shadow application ends (its sessions with it); null for every account. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** When the name was last announced (`identity.user.named`); null while never announced. */
  @Column({ name: 'name_announced_at', type: 'timestamptz', nullable: true, select: false })
  nameAnnouncedAt: Date | null;

  /** Kept current by a trigger on every UPDATE. */
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
