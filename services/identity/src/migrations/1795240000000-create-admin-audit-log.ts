import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Who did what to which account, written in the same transaction as the admin action itself. */
export class CreateAdminAuditLog1795240000000 implements MigrationInterface {
  name = 'CreateAdminAuditLog1795240000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE identity.admin_audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        action text NOT NULL
          CHECK (action IN ('APPROVE', 'REJECT', 'SUSPEND', 'REACTIVATE', 'GRANT_ADMIN', 'REMOVE_ADMIN')),
        actor_id uuid REFERENCES identity.users (id) ON DELETE SET NULL,
        target_id uuid REFERENCES identity.users (id) ON DELETE SET NULL,
        reason varchar(500),
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query(
      'CREATE INDEX admin_audit_log_created_at_idx ON identity.admin_audit_log (created_at)',
    );
    await runner.query('CREATE INDEX admin_audit_log_actor_id_idx ON identity.admin_audit_log (actor_id)');
    await runner.query('CREATE INDEX admin_audit_log_target_id_idx ON identity.admin_audit_log (target_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE identity.admin_audit_log');
  }
}
