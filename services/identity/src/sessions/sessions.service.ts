import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  type DomainEvents,
  isIanaTimeZone,
  REFRESH_TOKEN_TTL_SECONDS,
  type SessionState,
} from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
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

/** The zone the user chose in their profile (null until the browser's is saved). */
const timeZoneOf = (user: UserEntity): string | null => {
  const zone = user.preferences?.timeZone;
  return zone && isIanaTimeZone(zone) ? zone : null;
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Whether `now` falls on a later calendar day than `before` in `timeZone` (UTC when unset). */
export function startsNewDay(before: Date, now: Date, timeZone: string | null): boolean {
  const zone = timeZone ?? 'UTC';
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format.format(before) !== format.format(now);
}

/** A shadow application past its end (accounts have no end). */
const hasEnded = (user: UserEntity) => user.expiresAt !== null && user.expiresAt.getTime() <= Date.now();

@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(RefreshTokenEntity) private readonly tokens: Repository<RefreshTokenEntity>,
    private readonly bus: EventBus,
  ) {}

  /**
   * Starts a new session (a new token family) for a user who just proved who they are. An ACTIVE account's session
   * is announced in the same transaction (`identity.session.started`), so the services prepare what the dashboard
   * reads first while the browser is still loading it; a pending applicant's is not.
   */
  start(user: UserEntity, client: ClientInfo): Promise<IssuedRefreshToken> {
    if (user.status !== 'ACTIVE') return this.issue(this.dataSource.manager, user.id, randomUUID(), client);
    return this.dataSource.transaction(async (manager) => {
      const issued = await this.issue(manager, user.id, randomUUID(), client);
      await this.announce(manager, user, 'sign-in');
      return issued;
    });
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
      // The first refresh of a new local day: the day's missions and figures are new too.
      if (user.status === 'ACTIVE' && startsNewDay(current.createdAt, new Date(), timeZoneOf(user))) {
        await this.announce(manager, user, 'new-day');
      }
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
      // When the clock alone ends it: its last live token expiring, or the account (least ignores a null).
      .addSelect(
        'least(max(token.expiresAt) FILTER (WHERE token.revokedAt IS NULL AND token.expiresAt > now()), user.expiresAt)',
        'expiresAt',
      )
      .where('token.familyId = :familyId', { familyId })
      .groupBy('user.id')
      .getRawOne<Pick<SessionState, 'userId' | 'status' | 'roles' | 'active'> & { expiresAt: Date | null }>();
    if (!row) return null;
    const active = row.active === true;
    return {
      active,
      userId: row.userId,
      status: row.status,
      roles: row.roles,
      expiresAt: active && row.expiresAt ? row.expiresAt.toISOString() : null,
    };
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

  private async announce(
    manager: EntityManager,
    user: UserEntity,
    reason: DomainEvents['identity.session.started']['reason'],
  ): Promise<void> {
    await this.bus.publish(manager, 'identity.session.started', {
      userId: user.id,
      timeZone: timeZoneOf(user),
      reason,
    });
  }

  private async revokeFamilyWith(manager: EntityManager, familyId: string): Promise<void> {
    await manager
      .getRepository(RefreshTokenEntity)
      .update({ familyId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }
}
