import { processedEventsTableSql } from '@pipcrafters/events';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateJournalSchema1795679991076 implements MigrationInterface {
  name = 'CreateJournalSchema1795679991076';

  async up(runner: QueryRunner): Promise<void> {
    // Events this service consumes are claimed here, in the same transaction as the work they cause.
    await runner.query(processedEventsTableSql('journal'));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE IF EXISTS journal.processed_events');
  }
}
