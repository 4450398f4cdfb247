import type { MigrationInterface, QueryRunner } from 'typeorm';
import { T } from '../database/assistant-schema';

/**
 * Conversations with Alvaro and Clara, their messages (with the lessons each answer cites, how it was made, and the
 * user's thumbs for review) and what each user lets the assistants read. Every row carries its owner.
 */
export class Conversations1795810000000 implements MigrationInterface {
  name = 'Conversations1795810000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ${T.conversations} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        assistant text NOT NULL CHECK (assistant IN ('alvaro', 'clara')),
        title text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX conversations_user_idx ON ${T.conversations} (user_id, updated_at DESC, id DESC)`,
    );
    await runner.query(`
      CREATE TABLE ${T.messages} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL REFERENCES ${T.conversations} (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        role text NOT NULL CHECK (role IN ('user', 'assistant')),
        content text NOT NULL,
        citations jsonb NOT NULL DEFAULT '[]',
        mode text CHECK (mode IN ('local', 'provider')),
        note text,
        feedback text CHECK (feedback IN ('up', 'down')),
        feedback_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await runner.query(
      `CREATE INDEX messages_conversation_idx ON ${T.messages} (conversation_id, created_at, id)`,
    );
    await runner.query(
      `CREATE INDEX messages_user_questions_idx ON ${T.messages} (user_id, created_at) WHERE role = 'user'`,
    );
    await runner.query(
      `CREATE INDEX messages_feedback_idx ON ${T.messages} (feedback_at DESC) WHERE feedback IS NOT NULL`,
    );
    await runner.query(`
      CREATE TABLE ${T.settings} (
        user_id uuid PRIMARY KEY,
        clara_reads_journal boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [T.settings, T.messages, T.conversations])
      await runner.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
