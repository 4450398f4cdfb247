import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventBus } from '@pipcrafters/events';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { UserEntity } from './user.entity';

type NamedUser = Pick<UserEntity, 'id' | 'firstName' | 'lastName'>;

/** Accounts whose posts and comments others may see: they have been ACTIVE. */
const NAMED_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
const BACKFILL_BATCH = 500;

/**
 * The name other members see (community authors, mentions) belongs to identity; the services that show it keep a
 * copy fed by `identity.user.named`, announced in the transaction of the change: when the account becomes ACTIVE
 * and whenever its owner changes their first or last name.
 */
@Injectable()
export class UserNamesService {
  private readonly logger = new Logger(UserNamesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {}

  /** Announces the name in `manager`'s transaction and records that it was. */
  async announce(manager: EntityManager, user: NamedUser): Promise<void> {
    await this.bus.publish(manager, 'identity.user.named', {
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
    });
    await manager.getRepository(UserEntity).update({ id: user.id }, { nameAnnouncedAt: () => 'now()' });
  }

  /**
   * Announces, once, every account that became ACTIVE before names were announced (or whose announcement never
   * committed), a batch per transaction. Rows another instance is announcing are skipped, not waited for.
   */
  async announceUnannounced(): Promise<number> {
    let announced = 0;
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        const users = await manager.getRepository(UserEntity).find({
          select: { id: true, firstName: true, lastName: true },
          where: { nameAnnouncedAt: IsNull(), shadowOf: IsNull(), status: In([...NAMED_STATUSES]) },
          order: { id: 'ASC' },
          take: BACKFILL_BATCH,
          lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
        });
        for (const user of users) await this.announce(manager, user);
        return users.length;
      });
      announced += batch;
      if (batch < BACKFILL_BATCH) break;
    }
    if (announced > 0) this.logger.log(`Nombres anunciados a los demás servicios: ${announced}`);
    return announced;
  }
}
