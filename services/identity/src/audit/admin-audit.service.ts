import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ActivityPerson, AdminAction, AdminActivity } from '@pipcrafters/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AdminAuditLogEntity } from './admin-audit-log.entity';

export interface AuditEntry {
  action: AdminAction;
  actorId: string;
  targetId: string;
  reason?: string | null;
}

interface ActivityRow {
  id: string;
  kind: 'SIGNUP' | AdminAction;
  at: Date;
  reason: string | null;
  actor_id: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_email: string | null;
  target_id: string | null;
  target_first_name: string | null;
  target_last_name: string | null;
  target_email: string | null;
}

function person(
  id: string | null,
  firstName: string | null,
  lastName: string | null,
  email: string | null,
): ActivityPerson | null {
  return id && firstName !== null && lastName !== null && email !== null
    ? { id, firstName, lastName, email }
    : null;
}

/** The admin audit log: written inside the caller's transaction, read as the admin panel's recent activity. */
@Injectable()
export class AdminAuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records an action with the caller's transaction manager, so the entry exists exactly when the change does. */
  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    await manager.getRepository(AdminAuditLogEntity).insert({
      action: entry.action,
      actorId: entry.actorId,
      targetId: entry.targetId,
      reason: entry.reason ?? null,
    });
  }

  /** The latest sign-ups and admin decisions together, newest first. */
  async recentActivity(limit: number): Promise<AdminActivity[]> {
    const rows: ActivityRow[] = await this.dataSource.query(
      `
      SELECT * FROM (
        (SELECT u.id, 'SIGNUP' AS kind, u.created_at AS at, NULL AS reason,
                NULL::uuid AS actor_id, NULL AS actor_first_name, NULL AS actor_last_name, NULL AS actor_email,
                u.id AS target_id, u.first_name AS target_first_name, u.last_name AS target_last_name,
                u.email AS target_email
           FROM identity.users u
          WHERE u.shadow_of IS NULL
          ORDER BY u.created_at DESC, u.id DESC
          LIMIT $1)
        UNION ALL
        (SELECT l.id, l.action AS kind, l.created_at AS at, l.reason,
                actor.id, actor.first_name, actor.last_name, actor.email,
                target.id, target.first_name, target.last_name, target.email
           FROM identity.admin_audit_log l
           LEFT JOIN identity.users actor ON actor.id = l.actor_id
           LEFT JOIN identity.users target ON target.id = l.target_id
          ORDER BY l.created_at DESC, l.id DESC
          LIMIT $1)
      ) activity
      ORDER BY at DESC, id DESC
      LIMIT $1
      `,
      [limit],
    );
    return rows.map((row): AdminActivity => {
      const target = person(row.target_id, row.target_first_name, row.target_last_name, row.target_email);
      const at = new Date(row.at).toISOString();
      if (row.kind === 'SIGNUP' && target) return { id: row.id, kind: 'SIGNUP', at, user: target };
      return {
        id: row.id,
        kind: row.kind as AdminAction,
        at,
        actor: person(row.actor_id, row.actor_first_name, row.actor_last_name, row.actor_email),
        target,
        reason: row.reason,
      };
    });
  }
}
