import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A journal entry and a daily reflection count as a day's work for the streak, like a lesson or a review. */
export class JournalActivities1795730000000 implements MigrationInterface {
  name = 'JournalActivities1795730000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE progress.activities DROP CONSTRAINT activities_kind_check');
    await runner.query(
      "ALTER TABLE progress.activities ADD CONSTRAINT activities_kind_check CHECK (kind IN ('lesson', 'quiz', 'module', 'placement', 'review', 'journal', 'reflection'))",
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query("DELETE FROM progress.activities WHERE kind IN ('journal', 'reflection')");
    await runner.query('ALTER TABLE progress.activities DROP CONSTRAINT activities_kind_check');
    await runner.query(
      "ALTER TABLE progress.activities ADD CONSTRAINT activities_kind_check CHECK (kind IN ('lesson', 'quiz', 'module', 'placement', 'review'))",
    );
  }
}
