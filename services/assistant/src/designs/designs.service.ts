import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AgencyCitation,
  DESIGN_LIMITS,
  type Design,
  type DesignInput,
  type DesignSuggestion,
  type DesignTemplate,
  ErrorCode,
  type Trade,
} from '@pipcrafters/contracts';
import { ApiException, ServiceClient, ServiceReadError, type SignedInUser } from '@pipcrafters/service-kit';
import { DataSource } from 'typeorm';
import { AgencyCatalog, type CatalogLesson } from '../agency/catalog';
import { AgencyGeneration } from '../agency/generation';
import { AgencyMessages } from '../agency/messages';
import { refuseInputs, refusePublished } from '../agency/refusal';
import { A } from '../agency/tables';
import { citations, relevant } from '../answers/local/compose';
import type { LearningPassage } from '../sources/sources.service';
import { headlinesFromModel, localBody, localHeadlines, palettesFor } from './suggest';

interface DesignRow extends Omit<Design, 'createdAt' | 'updatedAt'> {
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, name, template, format, headline, body, palette, lesson_id AS "lessonId", trade_id AS "tradeId",
  show_amounts AS "showAmounts", mode, created_at AS "createdAt", updated_at AS "updatedAt"`;

const view = (row: DesignRow): Design => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/**
 * Designs for social images (drawn in the browser from their template): suggestions of headlines, a body and
 * accessible palettes, and each user's saved designs. A lesson card's lesson must be in the course and a trade
 * recap's trade in the user's own journal; amounts stay hidden unless the user shows them.
 */
@Injectable()
export class DesignsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: AgencyCatalog,
    private readonly generation: AgencyGeneration,
    private readonly services: ServiceClient,
  ) {}

  async suggest(
    user: SignedInUser,
    request: { template: DesignTemplate; topic?: string; lessonId?: string },
  ): Promise<DesignSuggestion> {
    refuseInputs({ topic: request.topic });
    const lesson = request.lessonId ? await this.catalog.lesson(user, request.lessonId) : undefined;
    const topic = request.topic || lesson?.title || AgencyMessages.design.defaultTopic[request.template];
    const passages = await this.passages(user, topic, lesson);
    const cited: AgencyCitation[] = citations(passages, 2);
    const palettes = palettesFor(request.template, topic);
    const generated = await this.generation.run(
      async () => localHeadlines(request.template, topic, passages),
      async (complete) => {
        const output = await complete({
          system: AgencyMessages.prompts.headlines(
            request.template,
            topic,
            AgencyMessages.prompts.course(passages.slice(0, 4).map((passage) => passage.text)),
          ),
          messages: [{ role: 'user', content: topic }],
        });
        refusePublished({ output });
        const fromModel = headlinesFromModel(output);
        // Fewer than three usable lines: the local ones complete the list.
        const all = [...new Set([...fromModel, ...localHeadlines(request.template, topic, passages)])];
        return all.slice(
          0,
          Math.max(DESIGN_LIMITS.headlinesMin, Math.min(fromModel.length, DESIGN_LIMITS.headlinesMax)),
        );
      },
    );
    return {
      headlines: generated.value,
      palettes,
      body: localBody(request.template, passages),
      citations: cited,
      mode: generated.mode,
      note: generated.note,
    };
  }

  private async passages(
    user: SignedInUser,
    topic: string,
    lesson?: CatalogLesson,
  ): Promise<LearningPassage[]> {
    if (lesson) return this.catalog.lessonPassages(user, lesson);
    return relevant(await this.catalog.passages(user, topic, 8), topic).filter(
      (passage) => passage.kind === 'lesson',
    );
  }

  async list(userId: string): Promise<Design[]> {
    const rows: DesignRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM ${A.designs} WHERE user_id = $1 ORDER BY updated_at DESC, id DESC`,
      [userId],
    );
    return rows.map(view);
  }

  async get(userId: string, id: string): Promise<Design> {
    const [row] = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM ${A.designs} WHERE id = $1 AND user_id = $2`,
      [id, userId],
    )) as DesignRow[];
    if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, AgencyMessages.notFound.design);
    return view(row);
  }

  async create(user: SignedInUser, input: DesignInput): Promise<Design> {
    await this.check(user, input);
    const id = await this.dataSource.transaction(async (manager) => {
      const [{ count }] = (await manager.query(
        `SELECT count(*)::int AS count FROM ${A.designs} WHERE user_id = $1`,
        [user.userId],
      )) as [{ count: number }];
      if (count >= DESIGN_LIMITS.designsMax) {
        throw new ApiException(409, ErrorCode.CONFLICT, AgencyMessages.tooMany.designs);
      }
      const [row] = (await manager.query(
        `INSERT INTO ${A.designs} (user_id, name, template, format, headline, body, palette, lesson_id, trade_id,
           show_amounts, mode)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11) RETURNING id`,
        [user.userId, ...values(input)],
      )) as [{ id: string }];
      return row.id;
    });
    return this.get(user.userId, id);
  }

  async update(user: SignedInUser, id: string, input: DesignInput): Promise<Design> {
    await this.get(user.userId, id);
    await this.check(user, input);
    await this.dataSource.query(
      `UPDATE ${A.designs} SET name = $3, template = $4, format = $5, headline = $6, body = $7, palette = $8::jsonb,
         lesson_id = $9, trade_id = $10, show_amounts = $11, mode = $12, updated_at = now()
       WHERE id = $1 AND user_id = $2`,
      [id, user.userId, ...values(input)],
    );
    return this.get(user.userId, id);
  }

  async remove(userId: string, id: string): Promise<void> {
    const [rows] = (await this.dataSource.query(
      `DELETE FROM ${A.designs} WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId],
    )) as [unknown[]];
    if (rows.length === 0) throw new ApiException(404, ErrorCode.NOT_FOUND, AgencyMessages.notFound.design);
  }

  /** What a design shows must be publishable, its lesson in the course and its trade in the user's journal. */
  private async check(user: SignedInUser, input: DesignInput): Promise<void> {
    refusePublished({ headline: input.headline, body: input.body });
    if (input.lessonId) await this.catalog.lesson(user, input.lessonId);
    if (input.tradeId) await this.trade(user, input.tradeId);
  }

  private async trade(user: SignedInUser, tradeId: string): Promise<void> {
    try {
      await this.services.get<Trade>('journal', `/api/journal/trades/${encodeURIComponent(tradeId)}`, user);
    } catch (error) {
      if (error instanceof ServiceReadError && (error.status === 404 || error.status === 400)) {
        const message = AgencyMessages.notFound.trade;
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [message]);
      }
      throw new ApiException(503, ErrorCode.SERVICE_UNAVAILABLE, AgencyMessages.journalUnavailable);
    }
  }
}

const values = (input: DesignInput) => [
  input.name,
  input.template,
  input.format,
  input.headline,
  input.body,
  JSON.stringify({
    name: input.palette.name,
    background: input.palette.background.toLowerCase(),
    foreground: input.palette.foreground.toLowerCase(),
    accent: input.palette.accent.toLowerCase(),
  }),
  input.lessonId ?? null,
  input.tradeId ?? null,
  input.showAmounts ?? false,
  input.mode ?? 'local',
];
