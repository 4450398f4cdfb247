import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, Messages, normalizeEmail } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { ClientInfo } from '../sessions/sessions.service';
import { UserEntity } from '../users/user.entity';
import { type NewUser, UsersService } from '../users/users.service';
import { PasswordHasher } from './password-hasher';

/** How long a shadow application lives (and the window in which an e-mail's applications are counted). */
export const SHADOW_APPLICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sign-ups one e-mail may make in that window, whether it has an account or not: the real account's own pending
 * application counts as one, so both cases allow the same number. It also bounds the shadow applications a sign-in
 * checks (and the owner's notices).
 */
export const MAX_APPLICATIONS_PER_EMAIL = 2;

/** How often expired shadow applications (and their sessions) are deleted. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** A sign-up refused because its e-mail has had its applications for the window; `retryAfterSeconds` until one ends. */
export class TooManyApplications extends ApiException {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ErrorCode.RATE_LIMITED, Messages.rateLimited);
  }
}

/** The shadow applications of an e-mail that have not ended yet, newest first. */
function liveShadows(users: Repository<UserEntity>, email: string): SelectQueryBuilder<UserEntity> {
  return users
    .createQueryBuilder('user')
    .where('lower(user.email) = :email', { email: normalizeEmail(email) })
    .andWhere('user.shadowOf IS NOT NULL')
    .andWhere('user.expiresAt > now()')
    .orderBy('user.createdAt', 'DESC');
}

/**
 * Sign-up applications. A new e-mail gets its PENDING account. An e-mail that already has an account gets a shadow
 * application instead: a PENDING row with the same shape (and its own session, refresh, socket and sign-in) that
 * names the account in `shadow_of`, owns no e-mail, never shows to admins, can never be approved and ends after a
 * week. So the answer, and everything the applicant can do next, is the same either way; the owner is told through
 * `identity.user.registration-attempted`, and the account itself is never read for more than its id and name.
 */
@Injectable()
export class ApplicationsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Registro');
  private sweeper?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly bus: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** The applicant's account, or a shadow application when the e-mail is taken (the password is hashed already). */
  apply(applicant: NewUser, client: ClientInfo): Promise<UserEntity> {
    return this.dataSource.transaction(async (manager) => {
      const created = await this.users.create(applicant, manager);
      return created ?? (await this.openShadow(manager, applicant, client));
    });
  }

  /**
   * The live shadow application of this e-mail whose password this is, if any. Always costs the same: every slot is
   * verified, against a dummy hash when empty, so a sign-in takes as long whatever the e-mail's applications are.
   */
  async matchShadow(email: string, password: string): Promise<UserEntity | null> {
    const shadows = await liveShadows(this.dataSource.getRepository(UserEntity), email)
      .addSelect('user.passwordHash')
      .limit(MAX_APPLICATIONS_PER_EMAIL)
      .getMany();
    let match: UserEntity | null = null;
    for (let slot = 0; slot < MAX_APPLICATIONS_PER_EMAIL; slot += 1) {
      const shadow = shadows[slot];
      const valid = await this.hasher.verify(shadow?.passwordHash, password);
      if (valid && shadow && !match) match = shadow;
    }
    return match;
  }

  /** Deletes the shadow applications that have ended; their sessions go with them. */
  async sweep(): Promise<void> {
    try {
      await this.dataSource
        .getRepository(UserEntity)
        .createQueryBuilder()
        .delete()
        .where('shadow_of IS NOT NULL AND expires_at <= now()')
        .execute();
    } catch (error) {
      this.logger.warn({ msg: 'No se pudieron borrar las solicitudes en la sombra caducadas', err: error });
    }
  }

  private async openShadow(
    manager: EntityManager,
    applicant: NewUser,
    client: ClientInfo,
  ): Promise<UserEntity> {
    const email = normalizeEmail(applicant.email);
    // One sign-up of this e-mail at a time: the count below and the insert agree.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`identity:applications:${email}`]);
    const repository = manager.getRepository(UserEntity);
    // The account the insert collided with (accounts are never deleted); only what the notice and the count need.
    const owner = await repository
      .createQueryBuilder('user')
      .select(['user.id', 'user.firstName', 'user.status', 'user.createdAt'])
      .where('lower(user.email) = :email', { email })
      .andWhere('user.shadowOf IS NULL')
      .getOneOrFail();
    await this.refuseBeyondLimit(repository, email, owner);

    const result = await repository
      .createQueryBuilder()
      .insert()
      .values({
        ...applicant,
        email,
        status: 'PENDING',
        shadowOf: owner.id,
        expiresAt: () => `now() + interval '${SHADOW_APPLICATION_TTL_MS} milliseconds'`,
      })
      .returning('id')
      .execute();
    const shadow = await repository.findOneByOrFail({ id: (result.raw as { id: string }[])[0]?.id });
    await this.bus.publish(manager, 'identity.user.registration-attempted', {
      userId: owner.id,
      firstName: owner.firstName,
    });
    this.logger.log({
      msg: 'Registro con un correo que ya tiene cuenta: solicitud en la sombra, se avisa a su titular',
      ownerId: owner.id,
      shadowId: shadow.id,
      ip: client.ip,
    });
    return shadow;
  }

  /**
   * At most MAX_APPLICATIONS_PER_EMAIL per e-mail in the window: its live shadow applications, plus the account's
   * own application when it is still pending and that recent (a new e-mail's first sign-up is that application).
   */
  private async refuseBeyondLimit(
    users: Repository<UserEntity>,
    email: string,
    owner: UserEntity,
  ): Promise<void> {
    const shadows = await liveShadows(users, email).getMany();
    const ends = shadows.map((shadow) => (shadow.expiresAt as Date).getTime());
    const ownApplicationEnds = owner.createdAt.getTime() + SHADOW_APPLICATION_TTL_MS;
    if (owner.status === 'PENDING' && ownApplicationEnds > Date.now()) ends.push(ownApplicationEnds);
    if (ends.length < MAX_APPLICATIONS_PER_EMAIL) return;
    this.logger.log({
      msg: 'Registro rechazado: demasiadas solicitudes con el mismo correo',
      ownerId: owner.id,
    });
    throw new TooManyApplications(Math.max(1, Math.ceil((Math.min(...ends) - Date.now()) / 1000)));
  }
}
