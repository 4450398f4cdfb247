import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type AdminUser,
  normalizeEmail,
  type Page,
  type PublicUser,
  type UserSortField,
  type UserStatus,
} from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { ListUsersQuery, PageQuery, SearchPageQuery } from './dto/list-users.query';
import type { UpdateUserDto } from './dto/update-user.dto';
import { KnownUsers } from './known-users';
import { containsPattern } from './search';
import { UserEntity } from './user.entity';
import { storedTimeZone, toAdminUser, toPublicUser } from './user.mapper';
import { UserNamesService } from './user-names.service';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/**
 * The SQL each sort field of the admin list orders by: the only text that reaches ORDER BY, so a sort is
 * whitelisted twice (here and by the query DTO). Ties fall back to the newest account first.
 */
const SORT_EXPRESSIONS: Record<UserSortField, string> = {
  name: `("user"."first_name" || ' ' || "user"."last_name") COLLATE identity.spanish`,
  email: `lower("user"."email")`,
  createdAt: `"user"."created_at"`,
  status: `"user"."status"`,
};

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly bus: EventBus,
    private readonly names: UserNamesService,
    private readonly known: KnownUsers,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** The account as its owner sees it (`GET /api/auth/me`, `GET /api/user`), from memory while changes are heard. */
  publicUser(id: string): Promise<PublicUser | null> {
    return this.known.get(id, async () => {
      const user = await this.findById(id);
      return user ? toPublicUser(user) : null;
    });
  }

  /** The account an e-mail belongs to, with its password hash, for the login check (never a shadow application). */
  findForLogin(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = :email', { email: normalizeEmail(email) })
      .andWhere('user.shadowOf IS NULL')
      .getOne();
  }

  /** A user with the password hash, by id: the password change checks the caller's own. */
  findWithPasswordHash(id: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id })
      .getOne();
  }

  /**
   * Creates a PENDING account; null when the e-mail already has one (whatever its case). ON CONFLICT DO NOTHING
   * rather than a unique violation, which would abort the caller's transaction.
   */
  async create(user: NewUser, manager?: EntityManager): Promise<UserEntity | null> {
    const repository = manager ? manager.getRepository(UserEntity) : this.users;
    const result = await repository
      .createQueryBuilder()
      .insert()
      .values({ ...user, email: normalizeEmail(user.email), status: 'PENDING' })
      .orIgnore()
      .returning('id')
      .execute();
    const id = (result.raw as { id: string }[])[0]?.id;
    return id ? repository.findOneByOrFail({ id }) : null;
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  /**
   * Changes the caller's names and preferences under a row lock, so two PATCHes at once (the shell saving the
   * browser's time zone while the user picks a theme) both keep their part of the preferences. A time zone or a
   * name that really changed is announced in the same transaction.
   */
  async updateProfile(id: string, changes: UpdateUserDto): Promise<UserEntity | null> {
    try {
      return await this.changeProfile(id, changes);
    } finally {
      // Before the answer leaves: the caller's next read never races the trigger's announcement.
      this.known.forget(id);
    }
  }

  private changeProfile(id: string, changes: UpdateUserDto): Promise<UserEntity | null> {
    return this.users.manager.transaction(async (manager) => {
      const repository = manager.getRepository(UserEntity);
      const user = await repository
        .createQueryBuilder('user')
        .where('user.id = :id', { id })
        .setLock('pessimistic_write')
        .getOne();
      if (!user) return null;
      const update: Partial<UserEntity> = {};
      if (changes.firstName !== undefined) update.firstName = changes.firstName;
      if (changes.lastName !== undefined) update.lastName = changes.lastName;
      const { theme, timeZone } = changes.preferences ?? {};
      if (theme !== undefined || timeZone !== undefined) {
        update.preferences = {
          ...user.preferences,
          ...(theme !== undefined ? { theme } : {}),
          ...(timeZone !== undefined ? { timeZone } : {}),
        };
      }
      if (Object.keys(update).length === 0) return user;
      await repository.update({ id }, update);
      const before = storedTimeZone(user);
      if (timeZone !== undefined && timeZone !== before) {
        await this.bus.publish(manager, 'identity.user.preferences-changed', { userId: id, timeZone });
      }
      const changed = await repository.findOneByOrFail({ id });
      if (changed.firstName !== user.firstName || changed.lastName !== user.lastName) {
        await this.names.announce(manager, changed);
      }
      return changed;
    });
  }

  /**
   * Users for the admin list, optionally filtered by text, status and role, sorted by a whitelisted field
   * (newest first by default).
   */
  async list(query: ListUsersQuery): Promise<Page<AdminUser>> {
    const builder = this.searched(query);
    if (query.status) builder.andWhere('user.status = :status', { status: query.status });
    if (query.role) builder.andWhere(':role = ANY(user.roles)', { role: query.role });
    const field = query.sort ?? 'createdAt';
    const direction = (query.order ?? (query.sort ? 'asc' : 'desc')) === 'asc' ? 'ASC' : 'DESC';
    builder.orderBy(SORT_EXPRESSIONS[field], direction);
    if (field !== 'createdAt') builder.addOrderBy('user.createdAt', 'DESC');
    builder.addOrderBy('user.id', direction);
    return this.page(builder, query);
  }

  /** Accounts in one status (the sign-up requests when PENDING), oldest first, optionally searched. */
  listByStatus(status: UserStatus, query: SearchPageQuery): Promise<Page<AdminUser>> {
    const builder = this.searched(query)
      .andWhere('user.status = :status', { status })
      .orderBy('user.createdAt', 'ASC')
      .addOrderBy('user.id', 'ASC');
    return this.page(builder, query);
  }

  /**
   * Accounts (never shadow applications) whose e-mail, first name, last name or full name contains the search text
   * (taken literally).
   */
  private searched(query: SearchPageQuery): SelectQueryBuilder<UserEntity> {
    const builder = this.users.createQueryBuilder('user').where('user.shadowOf IS NULL');
    if (query.search) {
      builder.andWhere(
        `(user.email ILIKE :pattern ESCAPE '\\' OR user.firstName ILIKE :pattern ESCAPE '\\'
          OR user.lastName ILIKE :pattern ESCAPE '\\'
          OR (user.firstName || ' ' || user.lastName) ILIKE :pattern ESCAPE '\\')`,
        { pattern: containsPattern(query.search) },
      );
    }
    return builder;
  }

  private async page(builder: SelectQueryBuilder<UserEntity>, query: PageQuery): Promise<Page<AdminUser>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    // The page and the total side by side (getManyAndCount asks for one after the other).
    const [items, total] = await Promise.all([
      builder
        .clone()
        .skip((page - 1) * pageSize)
        .take(pageSize)
        .getMany(),
      builder.getCount(),
    ]);
    return { items: items.map(toAdminUser), total, page, pageSize };
  }
}
