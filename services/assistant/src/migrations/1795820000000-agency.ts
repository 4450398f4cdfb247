import type { MigrationInterface, QueryRunner } from 'typeorm';
import { A } from '../agency/tables';

/**
 * The AI agency tools: chatbots and their versions (each version the whole configuration, as JSON), content
 * drafts, saved designs, planned social posts, and one row per generation for the tools' shared rate limit. Every
 * row carries its owner; every output kept says which mode made it.
 */
export class Agency1795820000000 implements MigrationInterface {
  name = 'Agency1795820000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ${A.chatbots} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name text NOT NULL,
        tone text NOT NULL,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX agency_chatbots_user_idx ON ${A.chatbots} (user_id, updated_at DESC)`);
    await runner.query(`
      CREATE TABLE ${A.chatbotVersions} (
        chatbot_id uuid NOT NULL REFERENCES ${A.chatbots} (id) ON DELETE CASCADE,
        version integer NOT NULL,
        user_id uuid NOT NULL,
        config jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (chatbot_id, version)
      )`);
    await runner.query(`
      CREATE TABLE ${A.drafts} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        title text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('article', 'newsletter', 'lesson-summary', 'thread')),
        markdown text NOT NULL,
        citations jsonb NOT NULL DEFAULT '[]',
        mode text NOT NULL CHECK (mode IN ('local', 'provider')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX agency_drafts_user_idx ON ${A.drafts} (user_id, updated_at DESC)`);
    await runner.query(`
      CREATE TABLE ${A.designs} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name text NOT NULL,
        template text NOT NULL CHECK (template IN ('quote', 'lesson', 'trade-recap', 'equity-curve')),
        format text NOT NULL CHECK (format IN ('1080x1080', '1080x1920', '1200x675')),
        headline text NOT NULL,
        body text NOT NULL,
        palette jsonb NOT NULL,
        lesson_id text,
        trade_id uuid,
        show_amounts boolean NOT NULL DEFAULT false,
        mode text NOT NULL CHECK (mode IN ('local', 'provider')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX agency_designs_user_idx ON ${A.designs} (user_id, updated_at DESC)`);
    await runner.query(`
      CREATE TABLE ${A.posts} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        network text NOT NULL CHECK (network IN ('x', 'instagram', 'linkedin', 'tiktok')),
        text text NOT NULL,
        hashtags jsonb NOT NULL DEFAULT '[]',
        scheduled_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('draft', 'scheduled', 'published')),
        mode text NOT NULL CHECK (mode IN ('local', 'provider')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX agency_posts_user_idx ON ${A.posts} (user_id, scheduled_at, id)`);
    await runner.query(`
      CREATE TABLE ${A.generations} (
        user_id uuid NOT NULL,
        tool text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await runner.query(`CREATE INDEX agency_generations_user_idx ON ${A.generations} (user_id, created_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [A.generations, A.posts, A.designs, A.drafts, A.chatbotVersions, A.chatbots])
      await runner.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
