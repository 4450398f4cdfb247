import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type AdminUser, normalizeEmail, type Page, type UserStatus } from '@pipcrafters/contracts';
import { type EntityManager, QueryFailedError, type Repository } from 'typeorm';
import type { ListUsersQuery, PageQuery } from './dto/list-users.query';
import type { UpdateUserDto } from './dto/update-user.dto';
import { containsPattern } from './search';
import { UserEntity } from './user.entity';
import { toAdminUser } from './user.mapper';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === UNIQUE_VIOLATION
  );
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** The only read that includes the password hash, for the login check. */
  findForLogin(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  /** Creates a PENDING user; null when the email is taken (whatever its case). */
  async create(user: NewUser, manager?: EntityManager): Promise<UserEntity | null> {
    const repository = manager ? manager.getRepository(UserEntity) : this.users;
    try {
      const result = await repository.insert({
        ...user,
        email: normalizeEmail(user.email),
        status: 'PENDING',
      });
      const id = (result.identifiers[0] as { id: string }).id;
      return await repository.findOneByOrFail({ id });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  async updateProfile(id: string, changes: UpdateUserDto): Promise<UserEntity | null> {
    const user = await this.findById(id);
    if (!user) return null;
    const update: Partial<UserEntity> = {};
    if (changes.firstName !== undefined) update.firstName = changes.firstName;
    if (changes.lastName !== undefined) update.lastName = changes.lastName;
    if (changes.preferences !== undefined)
      update.preferences = { ...user.preferences, ...changes.preferences };
    if (Object.keys(update).length > 0) await this.users.update({ id }, update);
    return this.findById(id);
  }

  /** Users for the admin list: newest first, optionally filtered by text, status and role. */
  async list(query: ListUsersQuery): Promise<Page<AdminUser>> {
    const builder = this.users.createQueryBuilder('user');
    if (query.search) {
      builder.andWhere(
        `(user.email ILIKE :pattern ESCAPE '\\' OR user.firstName ILIKE :pattern ESCAPE '\\'
          OR user.lastName ILIKE :pattern ESCAPE '\\'
          OR (user.firstName || ' ' || user.lastName) ILIKE :pattern ESCAPE '\\')`,
        { pattern: containsPattern(query.search) },
      );
    }
    if (query.status) builder.andWhere('user.status = :status', { status: query.status });
    if (query.role) builder.andWhere(':role = ANY(user.roles)', { role: query.role });
    builder.orderBy('user.createdAt', 'DESC').addOrderBy('user.id', 'DESC');
    return this.page(builder, query);
  }

  /** Sign-up requests waiting for review, oldest first. */
  listByStatus(status: UserStatus, query: PageQuery): Promise<Page<AdminUser>> {
    const builder = this.users
      .createQueryBuilder('user')
      .where('user.status = :status', { status })
      .orderBy('user.createdAt', 'ASC')
      .addOrderBy('user.id', 'ASC');
    return this.page(builder, query);
  }

  private async page(
    builder: ReturnType<Repository<UserEntity>['createQueryBuilder']>,
    query: PageQuery,
  ): Promise<Page<AdminUser>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const [items, total] = await builder
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: items.map(toAdminUser), total, page, pageSize };
  }
}
