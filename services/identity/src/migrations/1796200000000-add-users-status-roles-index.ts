import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin panel's figures count every account by status and role on each visit. With the two columns in an index
 * of their own, PostgreSQL counts them from it (an index-only scan of a few hundred KB at 10,000 accounts) instead
 * of reading every row of the table.
 */
export class AddUsersStatusRolesIndex1796200000000 implements MigrationInterface {
  name = 'AddUsersStatusRolesIndex1796200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE INDEX users_status_roles_idx ON identity.users (status) INCLUDE (roles) WHERE shadow_of IS NULL',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX identity.users_status_roles_idx');
  }
}
