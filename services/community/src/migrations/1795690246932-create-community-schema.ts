import { processedEventsTableSql } from '@pipcrafters/events';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCommunitySchema1795690246932 implements MigrationInterface {
  name = 'CreateCommunitySchema1795690246932';

  async up(runner: QueryRunner): Promise<void> {
    // Events this service consumes are claimed here, in the same transaction as the work they cause.
    await runner.query(processedEventsTableSql('community'));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE IF EXISTS community.processed_events');
  }
}
