import { processedEventsTableSql } from '@pipcrafters/events';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAssistantSchema1795701427421 implements MigrationInterface {
  name = 'CreateAssistantSchema1795701427421';

  async up(runner: QueryRunner): Promise<void> {
    // Events this service consumes are claimed here, in the same transaction as the work they cause.
    await runner.query(processedEventsTableSql('assistant'));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE IF EXISTS assistant.processed_events');
  }
}
