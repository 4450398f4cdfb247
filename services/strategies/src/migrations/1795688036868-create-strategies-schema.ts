import { processedEventsTableSql } from '@pipcrafters/events';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateStrategiesSchema1795688036868 implements MigrationInterface {
  name = 'CreateStrategiesSchema1795688036868';

  async up(runner: QueryRunner): Promise<void> {
    // Events this service consumes are claimed here, in the same transaction as the work they cause.
    await runner.query(processedEventsTableSql('strategies'));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE IF EXISTS strategies.processed_events');
  }
}
