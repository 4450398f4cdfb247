import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { REFRESH_TOKEN_TTL_SECONDS, type SessionState } from '@pipcrafters/contracts';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, IsNull, type Repository } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { generateRefreshToken, hashRefreshToken, isWellFormedRefreshToken } from './refresh-token';
import { RefreshTokenEntity } from './refresh-token.entity';

/** Where a sign-in or a refresh came from, kept with the token for the user's and the admins' benefit. */
export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

export type RotationResult =
  | { outcome: 'rotated'; user: UserEntity; issued: IssuedRefreshToken }
  | { outcome: 'invalid' }
  | { outcome: 'blocked'; user: UserEntity };

/** A shadow application past its end (accounts have no end). */
const hasEnded = (user: UserEntity) => user.expiresAt !== null && user.expiresAt.getTime() <= Date.now();

@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(RefreshTokenEntity) private readonly tokens: Repository<RefreshTokenEntity>,
  ) {}

  /** Starts a new session (a new token family) for a user who just proved who they are. */
  start(userId: string, client: ClientInfo, manager?: EntityManager): Promise<IssuedRefreshToken> {
    return this.issue(manager ?? this.dataSource.manager, userId, randomUUID(), client);
  }

  /**
   * Exchanges a refresh token for a new one in the same family. The row is locked, so of two concurrent
   * refreshes with one token only the first succeeds; a token presented a second time means it was stolen
   * or replayed, and the whole family (the newest token included) is revoked.
   */
  async rotate(token: unknown, client: ClientInfo): Promise<RotationResult> {
    if (!isWellFormedRefreshToken(token)) return { outcome: 'invalid' };
    const tokenHash = hashRefreshToken(token);
    return this.dataSource.transaction(async (manager): Promise<RotationResult> => {
      const current = await manager
        .getRepository(RefreshTokenEntity)
        .createQueryBuilder('token')
        .where('token.tokenHash = :tokenHash', { tokenHash })
        .setLock('pessimistic_write')
        .getOne();
      if (!current) return { outcome: 'invalid' };
      if (current.usedAt) {
        await this.revokeFamilyWith(manager, current.familyId);
        return { outcome: 'invalid' };
      }
      if (current.revokedAt || current.expiresAt.getTime() <= Date.now()) return { outcome: 'invalid' };

      const user = await manager.getRepository(UserEntity).findOneBy({ id: current.userId });
      if (!user || hasEnded(user)) return { outcome: 'invalid' };
      if (user.status === 'REJECTED' || user.status === 'SUSPENDED') {
        await this.revokeFamilyWith(manager, current.familyId);
        return { outcome: 'blocked', user };
      }
      await manager.getRepository(RefreshTokenEntity).update({ id: current.id }, { usedAt: () => 'now()' });
      const issued = await this.issue(manager, user.id, current.familyId, client);
      return { outcome: 'rotated', user, issued };
    });
  }

  /** Ends the session the token belongs to, whatever state the token is in. */
  async revokeByToken(token: unknown): Promise<void> {
    if (!isWellFormedRefreshToken(token)) return;
    const found = await this.tokens.findOne({
      where: { tokenHash: hashRefreshToken(token) },
      select: { id: true, familyId: true },
    });
    if (found) await this.revokeFamily(found.familyId);
  }

  revokeFamily(familyId: string): Promise<void> {
    return this.revokeFamilyWith(this.dataSource.manager, familyId);
  }

  /**
   * Revokes every session (token family) of a user, except `keepFamilyId` when given. The gateway's session check
   * then refuses their access tokens within its cache time (seconds), and no refresh token of theirs works again.
   */
  async revokeAllOfUser(userId: string, keepFamilyId?: string): Promise<void> {
    const query = this.tokens
      .createQueryBuilder()
      .update(RefreshTokenEntity)
      .set({ revokedAt: () => 'now()' })
      .where('user_id = :userId AND revoked_at IS NULL', { userId });
    if (keepFamilyId && isUUID(keepFamilyId)) query.andWhere('family_id <> :keepFamilyId', { keepFamilyId });
    await query.execute();
  }

  /**
   * What the gateway asks to decide whether an access token's session is still alive (never past the end of a
   * shadow application, even before the sweep deletes it).
   */
  async state(familyId: string): Promise<SessionState | null> {
    const row = await this.tokens
      .createQueryBuilder('token')
      .innerJoin(UserEntity, 'user', 'user.id = token.userId')
      .select('user.id', 'userId')
      .addSelect('user.status', 'status')
      .addSelect('user.roles', 'roles')
      .addSelect(
        'bool_or(token.revokedAt IS NULL AND token.expiresAt > now()) AND coalesce(user.expiresAt > now(), true)',
        'active',
      )
      .where('token.familyId = :familyId', { familyId })
      .groupBy('user.id')
      .getRawOne<Pick<SessionState, 'userId' | 'status' | 'roles' | 'active'>>();
    if (!row) return null;
    return { active: row.active === true, userId: row.userId, status: row.status, roles: row.roles };
  }

  private async issue(
    manager: EntityManager,
    userId: string,
    familyId: string,
    client: ClientInfo,
  ): Promise<IssuedRefreshToken> {
    const token = generateRefreshToken();
    await manager.getRepository(RefreshTokenEntity).insert({
      userId,
      familyId,
      tokenHash: hashRefreshToken(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip?.slice(0, 64) ?? null,
    });
    return { token, familyId };
  }

  private async revokeFamilyWith(manager: EntityManager, familyId: string): Promise<void> {
    await manager
      .getRepository(RefreshTokenEntity)
      .update({ familyId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }
}
