import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The community's activities (a post, a comment on a post, an answer found helpful) feed their missions and badges;
 * a notification may carry the page it is about (`/community/{postId}`).
 */
export class CommunityProgress1796200000000 implements MigrationInterface {
  name = 'CommunityProgress1796200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE progress.activities DROP CONSTRAINT activities_kind_check');
    await runner.query(
      `ALTER TABLE progress.activities ADD CONSTRAINT activities_kind_check CHECK (kind IN
        ('lesson', 'quiz', 'module', 'placement', 'review', 'journal', 'reflection', 'post', 'comment', 'helpful'))`,
    );
    // A path inside the app, never another site (no scheme, no '//host').
    await runner.query(
      "ALTER TABLE progress.notifications ADD COLUMN link varchar(300) CHECK (link ~ '^/[a-z]')",
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE progress.notifications DROP COLUMN link');
    await runner.query("DELETE FROM progress.activities WHERE kind IN ('post', 'comment', 'helpful')");
    await runner.query('ALTER TABLE progress.activities DROP CONSTRAINT activities_kind_check');
    await runner.query(
      "ALTER TABLE progress.activities ADD CONSTRAINT activities_kind_check CHECK (kind IN ('lesson', 'quiz', 'module', 'placement', 'review', 'journal', 'reflection'))",
    );
  }
}
