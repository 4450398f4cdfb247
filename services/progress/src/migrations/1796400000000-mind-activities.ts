import type { MigrationInterface, QueryRunner } from 'typeorm';

/** MindCrafter's exercises are activities: they keep the streak and move their missions (`kind = 'mind'`). */
export class MindActivities1796400000000 implements MigrationInterface {
  name = 'MindActivities1796400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE progress.activities DROP CONSTRAINT activities_kind_check');
    await runner.query(
      `ALTER TABLE progress.activities ADD CONSTRAINT activities_kind_check CHECK (kind IN
        ('lesson', 'quiz', 'module', 'placement', 'review', 'journal', 'reflection', 'post', 'comment', 'helpful', 'mind'))`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query("DELETE FROM progress.activities WHERE kind = 'mind'");
    await runner.query('ALTER TABLE progress.activities DROP CONSTRAINT activities_kind_check');
    await runner.query(
      `ALTER TABLE progress.activities ADD CONSTRAINT activities_kind_check CHECK (kind IN
        ('lesson', 'quiz', 'module', 'placement', 'review', 'journal', 'reflection', 'post', 'comment', 'helpful'))`,
    );
  }
}
