import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user's time zone as identity announced it (`identity.user.preferences-changed`); UTC until it does. */
@Entity({ name: 'user_time_zones' })
export class UserTimeZoneEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  /** When identity recorded it: an older event delivered late never overwrites a newer zone. */
  @Column({ name: 'as_of', type: 'timestamptz' })
  asOf: Date;
}
