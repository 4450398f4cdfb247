import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEMO_ACCOUNTS, normalizeEmail, type Role, type UserStatus } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../auth/password-hasher';
import { IdentityEnv } from '../config/identity-env';
import { UserNamesService } from '../users/user-names.service';

interface SeedAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  status: UserStatus;
  roles: Role[];
}

type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

const DEMO: (SeedAccount & { key: DemoAccountKey })[] = [
  { key: 'admin', ...DEMO_ACCOUNTS.admin, status: 'ACTIVE', roles: ['USER', 'ADMIN'] },
  { key: 'trader', ...DEMO_ACCOUNTS.trader, status: 'ACTIVE', roles: ['USER'] },
  { key: 'applicant', ...DEMO_ACCOUNTS.applicant, status: 'PENDING', roles: ['USER'] },
];

/**
 * Accounts that must exist at start: the demo accounts (SEED_DEMO=true; created once, never reset) and the
 * operator's admin (ADMIN_EMAIL + ADMIN_PASSWORD; created or brought back to ACTIVE admin with that password).
 * Every statement is safe when several instances start together.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly config: IdentityEnv,
    private readonly bus: EventBus,
    private readonly names: UserNamesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.SEED_DEMO) {
      const created = await this.seedDemo();
      this.logger.log(`Cuentas de demostración: ${created} creadas, ${DEMO.length - created} ya existían`);
    }
    if (this.config.ADMIN_EMAIL && this.config.ADMIN_PASSWORD) {
      await this.ensureAdmin(this.config.ADMIN_EMAIL, this.config.ADMIN_PASSWORD);
      this.logger.log(`Administrador ${this.config.ADMIN_EMAIL} listo`);
    }
    // Last, so the operator's admin created just above (and any account from before names were announced) has it.
    await this.names.announceUnannounced();
  }

  private async seedDemo(): Promise<number> {
    let created = 0;
    for (const account of DEMO) {
      const email = normalizeEmail(account.email);
      const [existing]: { id: string }[] = await this.dataSource.query(
        'SELECT id FROM identity.users WHERE lower(email) = $1 AND shadow_of IS NULL',
        [email],
      );
      if (existing) {
        await this.announceDemo(account.key, existing.id);
        continue;
      }
      const passwordHash = await this.hasher.hash(account.password);
      // An account created ACTIVE is announced like an approved one (its welcome notification), in the same
      // transaction as the insert.
      const rows = await this.dataSource.transaction(async (manager) => {
        const inserted: { id: string }[] = await manager.query(
          `INSERT INTO identity.users (email, first_name, last_name, password_hash, status, roles)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT ((lower(email))) WHERE shadow_of IS NULL DO NOTHING
           RETURNING id`,
          [email, account.firstName, account.lastName, passwordHash, account.status, account.roles],
        );
        const [user] = inserted;
        if (user) {
          await this.bus.publish(manager, 'identity.demo-account.created', {
            userId: user.id,
            account: account.key,
          });
        }
        if (user && account.status === 'ACTIVE') {
          await this.bus.publish(manager, 'identity.user.approved', {
            userId: user.id,
            firstName: account.firstName,
            approvedBy: null,
          });
          await this.names.announce(manager, { id: user.id, ...account });
        }
        return inserted;
      });
      created += rows.length;
    }
    return created;
  }

  /**
   * Said again at every start for a demo account that already exists, so a service added since (or a data folder
   * from before it) seeds its demo history too; each consumer seeds only what the account does not have yet.
   */
  private async announceDemo(account: DemoAccountKey, userId: string): Promise<void> {
    await this.dataSource.transaction((manager) =>
      this.bus.publish(manager, 'identity.demo-account.created', { userId, account }),
    );
  }

  private async ensureAdmin(email: string, password: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO identity.users (email, first_name, last_name, password_hash, status, roles)
       VALUES ($1, 'Administrador', 'PipCrafters', $2, 'ACTIVE', ARRAY['USER', 'ADMIN'])
       ON CONFLICT ((lower(email))) WHERE shadow_of IS NULL DO UPDATE
         SET password_hash = EXCLUDED.password_hash, status = 'ACTIVE', roles = ARRAY['USER', 'ADMIN']`,
      [normalizeEmail(email), await this.hasher.hash(password)],
    );
  }
}
