import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminAction,
  type AdminUser,
  ErrorCode,
  Messages,
  type UserStatus,
} from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager, type QueryDeepPartialEntity } from 'typeorm';
import { AdminAuditService } from '../audit/admin-audit.service';
import { IdentityMessages } from '../messages';
import { KnownUsers } from './known-users';
import { UserEntity } from './user.entity';
import { toAdminUser } from './user.mapper';
import { UserNamesService } from './user-names.service';

interface Transition {
  /** The states the change can start from (any when absent); anything else is a 409 with `conflict`. */
  from?: readonly UserStatus[];
  conflict?: string;
  notFound: string;
  apply: (user: UserEntity) => QueryDeepPartialEntity<UserEntity>;
  /** Written to the admin audit log in the same transaction as the change. */
  audit: { action: AdminAction; actorId: string; reason?: string | null };
  /** Domain events to publish in the same transaction, with the user as changed. */
  publish?: (manager: EntityManager, user: UserEntity, before: UserEntity) => Promise<unknown>;
  /**
   * The change takes the user out of the active admins (suspension, removing ADMIN): refused with this 409 when the
   * user is the last one, checked with every active admin's row locked (see `lockActiveAdmins`).
   */
  lastAdminConflict?: string;
}

const Texts = IdentityMessages.admin;

/**
 * What admins do to accounts: review sign-up requests, suspend, reactivate, grant and remove ADMIN.
 * Rejecting or suspending keeps the user's sessions: the gateway reads the new status within seconds and answers
 * 403 ACCOUNT_REJECTED / ACCOUNT_SUSPENDED (so the browser can say why), and their next refresh ends the session.
 */
@Injectable()
export class UsersAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auditLog: AdminAuditService,
    private readonly bus: EventBus,
    private readonly names: UserNamesService,
    private readonly known: KnownUsers,
  ) {}

  approve(id: string, adminId: string): Promise<AdminUser> {
    return this.transition(id, {
      from: ['PENDING'],
      conflict: Texts.requestAlreadyReviewed,
      notFound: Texts.requestNotFound,
      apply: () => ({
        status: 'ACTIVE',
        reviewedAt: () => 'now()',
        reviewedBy: adminId,
        rejectionReason: null,
      }),
      audit: { action: 'APPROVE', actorId: adminId },
      publish: async (manager, user) => {
        await this.bus.publish(manager, 'identity.user.approved', {
          userId: user.id,
          firstName: user.firstName,
          approvedBy: adminId,
        });
        await this.names.announce(manager, user);
      },
    });
  }

  reject(id: string, adminId: string, reason: string | undefined): Promise<AdminUser> {
    return this.transition(id, {
      from: ['PENDING'],
      conflict: Texts.requestAlreadyReviewed,
      notFound: Texts.requestNotFound,
      apply: () => ({
        status: 'REJECTED',
        reviewedAt: () => 'now()',
        reviewedBy: adminId,
        rejectionReason: reason ? reason : null,
      }),
      audit: { action: 'REJECT', actorId: adminId, reason: reason || null },
      publish: (manager, user) =>
        this.bus.publish(manager, 'identity.user.rejected', {
          userId: user.id,
          firstName: user.firstName,
          reason: reason || null,
          rejectedBy: adminId,
        }),
    });
  }

  suspend(id: string, adminId: string): Promise<AdminUser> {
    if (id === adminId) {
      throw new ApiException(403, ErrorCode.SELF_ACTION_FORBIDDEN, Texts.cannotSuspendSelf);
    }
    return this.transition(id, {
      from: ['ACTIVE'],
      conflict: Texts.onlyActiveCanBeSuspended,
      notFound: Texts.userNotFound,
      apply: () => ({ status: 'SUSPENDED' }),
      audit: { action: 'SUSPEND', actorId: adminId },
      lastAdminConflict: Texts.lastAdminSuspend,
    });
  }

  reactivate(id: string, adminId: string): Promise<AdminUser> {
    return this.transition(id, {
      from: ['SUSPENDED'],
      conflict: Texts.onlySuspendedCanBeReactivated,
      notFound: Texts.userNotFound,
      apply: () => ({ status: 'ACTIVE' }),
      audit: { action: 'REACTIVATE', actorId: adminId },
    });
  }

  grantAdmin(id: string, adminId: string): Promise<AdminUser> {
    return this.transition(id, {
      from: ['ACTIVE'],
      conflict: Texts.onlyActiveCanBeAdmin,
      notFound: Texts.userNotFound,
      apply: (user) => ({ roles: user.roles.includes('ADMIN') ? user.roles : [...user.roles, 'ADMIN'] }),
      audit: { action: 'GRANT_ADMIN', actorId: adminId },
      publish: (manager, user, before) => this.publishRoleChange(manager, user, before, adminId),
    });
  }

  removeAdmin(id: string, adminId: string): Promise<AdminUser> {
    if (id === adminId) {
      throw new ApiException(403, ErrorCode.SELF_ACTION_FORBIDDEN, Texts.cannotRemoveOwnAdmin);
    }
    return this.transition(id, {
      notFound: Texts.userNotFound,
      apply: (user) => ({ roles: user.roles.filter((role) => role !== 'ADMIN') }),
      audit: { action: 'REMOVE_ADMIN', actorId: adminId },
      publish: (manager, user, before) => this.publishRoleChange(manager, user, before, adminId),
      lastAdminConflict: Texts.lastAdminRole,
    });
  }

  /** Only a real change is announced: granting a role the user already has publishes nothing. */
  private async publishRoleChange(
    manager: EntityManager,
    user: UserEntity,
    before: UserEntity,
    adminId: string,
  ): Promise<void> {
    const granted = user.roles.filter((role) => !before.roles.includes(role));
    const removed = before.roles.filter((role) => !user.roles.includes(role));
    if (granted.length === 0 && removed.length === 0) return;
    await this.bus.publish(manager, 'identity.user.roles-changed', {
      userId: user.id,
      roles: user.roles,
      granted,
      removed,
      changedBy: adminId,
    });
  }

  /**
   * Locks every active admin's row, in id order (so two such transactions never deadlock), and answers their ids as
   * committed now: of two admins acting on each other at the same moment, the second waits for the first to commit,
   * and PostgreSQL then re-reads the rows it waited on, so an admin the first one removed is no longer among them.
   * FOR NO KEY UPDATE, not FOR UPDATE: it still excludes its own kind, but not the KEY SHARE lock that a foreign key
   * takes on the acting admin (the audit row of a grant or an approval locked by its target first), which deadlocked.
   */
  private async lockActiveAdmins(manager: EntityManager): Promise<string[]> {
    const admins = await manager
      .getRepository(UserEntity)
      .createQueryBuilder('user')
      .select('user.id')
      .where(`user.status = 'ACTIVE' AND 'ADMIN' = ANY (user.roles)`)
      .orderBy('user.id')
      .setLock('for_no_key_update')
      .getMany();
    return admins.map((admin) => admin.id);
  }

  /**
   * Reads the user under a row lock, checks the starting state, applies the change and audits it atomically. A
   * change that can take an admin away first locks the active admins: it never removes the last one, and the
   * acting admin must still be one of them (the guard read the account before this transaction waited).
   */
  private async transition(id: string, transition: Transition): Promise<AdminUser> {
    try {
      return await this.transact(id, transition);
    } finally {
      // The account's own next read never races the trigger's announcement (KnownUsers).
      this.known.forget(id);
    }
  }

  private transact(id: string, transition: Transition): Promise<AdminUser> {
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const admins = transition.lastAdminConflict ? await this.lockActiveAdmins(manager) : undefined;
      const repository = manager.getRepository(UserEntity);
      const user = await repository
        .createQueryBuilder('user')
        // Accounts only: a shadow application is nobody's to approve, reject or change (404).
        .where('user.id = :id AND user.shadowOf IS NULL', { id })
        .setLock('pessimistic_write')
        .getOne();
      if (!user) throw new ApiException(404, ErrorCode.NOT_FOUND, transition.notFound);
      if (transition.from && !transition.from.includes(user.status)) {
        throw new ApiException(409, ErrorCode.CONFLICT, transition.conflict ?? Texts.statusConflict);
      }
      if (admins && transition.lastAdminConflict) {
        if (admins.length === 1 && admins[0] === id) {
          throw new ApiException(409, ErrorCode.CONFLICT, transition.lastAdminConflict);
        }
        if (!admins.includes(transition.audit.actorId)) {
          throw new ApiException(403, ErrorCode.ADMIN_REQUIRED, Messages.adminRequired);
        }
      }
      await repository.update({ id }, transition.apply(user));
      await this.auditLog.record(manager, { ...transition.audit, targetId: id });
      const changed = await repository.findOneByOrFail({ id });
      await transition.publish?.(manager, changed, user);
      return toAdminUser(changed);
    });
  }
}
