import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AGENCY_TONE_LABELS,
  type AgencyLessonRef,
  type AgencyTone,
  CHATBOT_EXPORT_SCHEMA_VERSION,
  CHATBOT_LIMITS,
  type Chatbot,
  type ChatbotExport,
  type ChatbotInput,
  type ChatbotSummary,
  type ChatbotVersion,
  type ChatbotVersionSummary,
  ErrorCode,
  INHERITED_GUARDRAILS,
} from '@pipcrafters/contracts';
import { ApiException, type SignedInUser } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { AgencyCatalog } from '../agency/catalog';
import { AgencyMessages } from '../agency/messages';
import { refusePublished } from '../agency/refusal';
import { A } from '../agency/tables';
import { fileSlug } from '../agency/text';

/** A version's content as stored: the configuration and the chosen lessons' titles at the time. */
export interface StoredConfig extends ChatbotInput {
  lessons: AgencyLessonRef[];
}

interface ChatbotRow {
  id: string;
  version: number;
  config: StoredConfig;
  createdAt: Date;
  updatedAt: Date;
}

const iso = (date: Date) => new Date(date).toISOString();

/** The configuration in a canonical form, to tell a save that changes something from one that does not. */
const canonical = (config: ChatbotInput) =>
  JSON.stringify({
    name: config.name,
    persona: config.persona,
    tone: config.tone,
    welcomeMessage: config.welcomeMessage,
    lessonIds: config.lessonIds,
    texts: config.texts.map((text) => ({ title: text.title, body: text.body })),
  });

/**
 * Chatbots and their versions, each user's own: every save that changes the configuration adds a version (the
 * whole configuration, so any version can be read back, tried in the playground or restored by saving it again);
 * the chosen lessons are checked against the course. The platform's guardrails are listed with every bot and
 * cannot be switched off.
 */
@Injectable()
export class ChatbotsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: AgencyCatalog,
  ) {}

  async list(userId: string): Promise<ChatbotSummary[]> {
    const rows: (ChatbotRow & { name: string; tone: AgencyTone })[] = await this.dataSource.query(
      `SELECT c.id, c.name, c.tone, c.version, v.config, c.created_at AS "createdAt", c.updated_at AS "updatedAt"
       FROM ${A.chatbots} c JOIN ${A.chatbotVersions} v ON v.chatbot_id = c.id AND v.version = c.version
       WHERE c.user_id = $1 ORDER BY c.updated_at DESC, c.id DESC`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      tone: row.tone,
      version: row.version,
      lessonCount: row.config.lessonIds.length,
      textCount: row.config.texts.length,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }));
  }

  async create(user: SignedInUser, input: ChatbotInput): Promise<Chatbot> {
    const config = await this.prepare(user, input);
    const id = await this.dataSource.transaction(async (manager) => {
      const [{ count }] = (await manager.query(
        `SELECT count(*)::int AS count FROM ${A.chatbots} WHERE user_id = $1`,
        [user.userId],
      )) as [{ count: number }];
      if (count >= CHATBOT_LIMITS.chatbotsMax) {
        throw new ApiException(409, ErrorCode.CONFLICT, AgencyMessages.tooMany.chatbots);
      }
      const [row] = (await manager.query(
        `INSERT INTO ${A.chatbots} (user_id, name, tone) VALUES ($1, $2, $3) RETURNING id`,
        [user.userId, config.name, config.tone],
      )) as [{ id: string }];
      await this.insertVersion(manager, row.id, 1, user.userId, config);
      return row.id;
    });
    return this.get(user.userId, id);
  }

  async get(userId: string, id: string): Promise<Chatbot> {
    const row = await this.current(this.dataSource.manager, userId, id);
    return this.view(row);
  }

  /** Saves the configuration: a new version when anything changed, the current one untouched otherwise. */
  async update(user: SignedInUser, id: string, input: ChatbotInput): Promise<Chatbot> {
    await this.current(this.dataSource.manager, user.userId, id);
    const config = await this.prepare(user, input);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.current(manager, user.userId, id, true);
      if (canonical(row.config) === canonical(config)) return;
      const version = row.version + 1;
      await this.insertVersion(manager, id, version, user.userId, config);
      await manager.query(
        `UPDATE ${A.chatbots} SET name = $3, tone = $4, version = $5, updated_at = now()
         WHERE id = $1 AND user_id = $2`,
        [id, user.userId, config.name, config.tone, version],
      );
    });
    return this.get(user.userId, id);
  }

  async remove(userId: string, id: string): Promise<void> {
    const [rows] = (await this.dataSource.query(
      `DELETE FROM ${A.chatbots} WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId],
    )) as [unknown[]];
    if (rows.length === 0) throw new ApiException(404, ErrorCode.NOT_FOUND, AgencyMessages.notFound.chatbot);
  }

  async versions(userId: string, id: string): Promise<ChatbotVersionSummary[]> {
    const bot = await this.current(this.dataSource.manager, userId, id);
    const rows: { version: number; name: string; createdAt: Date }[] = await this.dataSource.query(
      `SELECT version, config->>'name' AS name, created_at AS "createdAt" FROM ${A.chatbotVersions}
       WHERE chatbot_id = $1 AND user_id = $2 ORDER BY version DESC`,
      [id, userId],
    );
    return rows.map((row) => ({
      version: row.version,
      name: row.name,
      createdAt: iso(row.createdAt),
      current: row.version === bot.version,
    }));
  }

  async version(userId: string, id: string, version: number): Promise<ChatbotVersion> {
    const bot = await this.current(this.dataSource.manager, userId, id);
    const [row] = (await this.dataSource.query(
      `SELECT version, config, created_at AS "createdAt" FROM ${A.chatbotVersions}
       WHERE chatbot_id = $1 AND user_id = $2 AND version = $3`,
      [id, userId, version],
    )) as { version: number; config: StoredConfig; createdAt: Date }[];
    if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, AgencyMessages.notFound.version);
    return {
      ...this.input(row.config),
      version: row.version,
      lessons: row.config.lessons,
      createdAt: iso(row.createdAt),
      current: row.version === bot.version,
    };
  }

  /** The configuration a playground question is answered with: the version asked for, else the current one. */
  async configFor(
    userId: string,
    id: string,
    version?: number,
  ): Promise<{ version: number; config: StoredConfig }> {
    if (version === undefined) {
      const row = await this.current(this.dataSource.manager, userId, id);
      return { version: row.version, config: row.config };
    }
    const found = await this.version(userId, id, version);
    return { version: found.version, config: { ...this.input(found), lessons: found.lessons } };
  }

  async export(userId: string, id: string): Promise<{ fileName: string; body: ChatbotExport }> {
    const bot = await this.get(userId, id);
    const body: ChatbotExport = {
      schemaVersion: CHATBOT_EXPORT_SCHEMA_VERSION,
      exportedAt: new Date().toISOString(),
      source: 'PipCrafters',
      chatbot: {
        id: bot.id,
        name: bot.name,
        version: bot.version,
        persona: bot.persona,
        tone: bot.tone,
        toneLabel: AGENCY_TONE_LABELS[bot.tone],
        welcomeMessage: bot.welcomeMessage,
        lessons: bot.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title })),
        texts: bot.texts,
      },
      guardrails: [...INHERITED_GUARDRAILS],
    };
    return { fileName: `chatbot-${fileSlug(bot.name, 'chatbot')}-v${bot.version}.json`, body };
  }

  /** Refuses what a bot would say that the guardrails refuse, and names the chosen lessons from the course. */
  private async prepare(user: SignedInUser, input: ChatbotInput): Promise<StoredConfig> {
    refusePublished({ persona: input.persona, welcomeMessage: input.welcomeMessage });
    const lessons = await this.catalog.resolve(user, input.lessonIds);
    return {
      ...this.input(input),
      lessons: lessons.map((lesson) => ({ id: lesson.id, title: lesson.title, href: lesson.href })),
    };
  }

  private input(config: ChatbotInput): ChatbotInput {
    return {
      name: config.name,
      persona: config.persona,
      tone: config.tone,
      welcomeMessage: config.welcomeMessage,
      lessonIds: [...config.lessonIds],
      texts: config.texts.map((text) => ({ title: text.title, body: text.body })),
    };
  }

  private async insertVersion(
    manager: EntityManager,
    id: string,
    version: number,
    userId: string,
    config: StoredConfig,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO ${A.chatbotVersions} (chatbot_id, version, user_id, config) VALUES ($1, $2, $3, $4::jsonb)`,
      [id, version, userId, JSON.stringify(config)],
    );
  }

  private async current(
    manager: EntityManager,
    userId: string,
    id: string,
    lock = false,
  ): Promise<ChatbotRow> {
    const [row] = (await manager.query(
      `SELECT c.id, c.version, v.config, c.created_at AS "createdAt", c.updated_at AS "updatedAt"
       FROM ${A.chatbots} c JOIN ${A.chatbotVersions} v ON v.chatbot_id = c.id AND v.version = c.version
       WHERE c.id = $1 AND c.user_id = $2 ${lock ? 'FOR UPDATE OF c' : ''}`,
      [id, userId],
    )) as ChatbotRow[];
    if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, AgencyMessages.notFound.chatbot);
    return row;
  }

  private view(row: ChatbotRow): Chatbot {
    return {
      id: row.id,
      ...this.input(row.config),
      version: row.version,
      lessons: row.config.lessons,
      inheritedGuardrails: [...INHERITED_GUARDRAILS],
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  }
}
