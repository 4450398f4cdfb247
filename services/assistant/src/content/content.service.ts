import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AgencyCitation,
  CONTENT_LENGTH_WORDS,
  CONTENT_LIMITS,
  type ContentDraft,
  type ContentDraftInput,
  type ContentDraftSummary,
  type ContentGenerated,
  type ContentKind,
  ErrorCode,
} from '@pipcrafters/contracts';
import { ApiException, type SignedInUser } from '@pipcrafters/service-kit';
import { DataSource } from 'typeorm';
import { AgencyCatalog, type CatalogLesson } from '../agency/catalog';
import { AgencyGeneration } from '../agency/generation';
import { AgencyMessages } from '../agency/messages';
import { refuseInputs, refusePublished } from '../agency/refusal';
import { A } from '../agency/tables';
import { plainFromMarkdown, wordCount } from '../agency/text';
import { relevant } from '../answers/local/compose';
import type { LearningPassage } from '../sources/sources.service';
import { type ContentRequest, composeLocal, threadFromModel, titleFor } from './compose';

interface DraftRow {
  id: string;
  title: string;
  kind: ContentKind;
  markdown: string;
  citations: AgencyCitation[];
  mode: 'local' | 'provider';
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, title, kind, markdown, citations, mode, created_at AS "createdAt", updated_at AS "updatedAt"`;

export const draftWords = (markdown: string): number => wordCount(plainFromMarkdown(markdown));

function summaryOf(row: DraftRow): ContentDraftSummary {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    mode: row.mode,
    wordCount: draftWords(row.markdown),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * Content drafts: generated from a topic (grounded in the course's passages, a chosen lesson's first) in local
 * mode or by the provider, then kept, edited, listed, deleted and exported by their owner.
 */
@Injectable()
export class ContentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: AgencyCatalog,
    private readonly generation: AgencyGeneration,
  ) {}

  async generate(
    user: SignedInUser,
    request: ContentRequest & { lessonId?: string },
  ): Promise<ContentGenerated> {
    refuseInputs({ topic: request.topic, audience: request.audience });
    if (request.kind === 'lesson-summary' && !request.lessonId) {
      const message = AgencyMessages.fields.lessonRequired;
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [message]);
    }
    const lesson = request.lessonId ? await this.catalog.lesson(user, request.lessonId) : undefined;
    const passages = await this.passages(user, request, lesson);
    const generated = await this.generation.run(
      async () => composeLocal(request, passages, lesson),
      async (complete) => {
        const prompts = AgencyMessages.prompts;
        const words = CONTENT_LENGTH_WORDS[request.length];
        const given = passages.slice(0, 8);
        let markdown = await complete({
          system: prompts.content(
            prompts.kinds[request.kind],
            prompts.tones[request.tone],
            request.audience,
            prompts.words(words.min, words.max),
            prompts.course(given.map((passage) => prompts.lessonItem(passage.lessonTitle, passage.text))),
          ),
          messages: [{ role: 'user', content: `Tema: ${request.topic}` }],
        });
        refusePublished({ output: markdown });
        if (request.kind === 'thread') markdown = threadFromModel(markdown, request.length);
        const heading = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim();
        const title = heading
          ? heading.slice(0, CONTENT_LIMITS.titleMax)
          : titleFor(request.kind, request.topic, lesson);
        const citations = [
          ...new Map(
            given.map((passage) => [
              passage.lessonId,
              {
                lessonId: passage.lessonId,
                title: passage.lessonTitle,
                href: `/aprende/lesson/${passage.lessonId}`,
              },
            ]),
          ).values(),
        ].slice(0, 5);
        return { title, markdown, citations };
      },
    );
    return {
      ...generated.value,
      mode: generated.mode,
      note: generated.note,
      wordCount: draftWords(generated.value.markdown),
    };
  }

  /** The chosen lesson's passages first (only them for a summary), then the course's on the topic. */
  private async passages(
    user: SignedInUser,
    request: ContentRequest,
    lesson?: CatalogLesson,
  ): Promise<LearningPassage[]> {
    const own = lesson ? await this.catalog.lessonPassages(user, lesson, [request.topic]) : [];
    if (request.kind === 'lesson-summary') return own;
    const found = relevant(await this.catalog.passages(user, request.topic, 12), request.topic).filter(
      (passage) => passage.kind === 'lesson',
    );
    const seen = new Set(own.map((passage) => passage.text));
    return [...own, ...found.filter((passage) => !seen.has(passage.text))];
  }

  async list(userId: string): Promise<ContentDraftSummary[]> {
    const rows: DraftRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM ${A.drafts} WHERE user_id = $1 ORDER BY updated_at DESC, id DESC`,
      [userId],
    );
    return rows.map(summaryOf);
  }

  async get(userId: string, id: string): Promise<ContentDraft> {
    const [row] = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM ${A.drafts} WHERE id = $1 AND user_id = $2`,
      [id, userId],
    )) as DraftRow[];
    if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, AgencyMessages.notFound.draft);
    return { ...summaryOf(row), markdown: row.markdown, citations: row.citations };
  }

  async create(userId: string, input: ContentDraftInput): Promise<ContentDraft> {
    refusePublished({ title: input.title, markdown: input.markdown });
    const id = await this.dataSource.transaction(async (manager) => {
      const [{ count }] = (await manager.query(
        `SELECT count(*)::int AS count FROM ${A.drafts} WHERE user_id = $1`,
        [userId],
      )) as [{ count: number }];
      if (count >= CONTENT_LIMITS.draftsMax) {
        throw new ApiException(409, ErrorCode.CONFLICT, AgencyMessages.tooMany.drafts);
      }
      const [row] = (await manager.query(
        `INSERT INTO ${A.drafts} (user_id, title, kind, markdown, citations, mode)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id`,
        [userId, input.title, input.kind, input.markdown, JSON.stringify(citationsOf(input)), input.mode],
      )) as [{ id: string }];
      return row.id;
    });
    return this.get(userId, id);
  }

  async update(userId: string, id: string, input: ContentDraftInput): Promise<ContentDraft> {
    await this.get(userId, id);
    refusePublished({ title: input.title, markdown: input.markdown });
    await this.dataSource.query(
      `UPDATE ${A.drafts} SET title = $3, kind = $4, markdown = $5, citations = $6::jsonb, mode = $7, updated_at = now()
       WHERE id = $1 AND user_id = $2`,
      [id, userId, input.title, input.kind, input.markdown, JSON.stringify(citationsOf(input)), input.mode],
    );
    return this.get(userId, id);
  }

  async remove(userId: string, id: string): Promise<void> {
    const [rows] = (await this.dataSource.query(
      `DELETE FROM ${A.drafts} WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId],
    )) as [unknown[]];
    if (rows.length === 0) throw new ApiException(404, ErrorCode.NOT_FOUND, AgencyMessages.notFound.draft);
  }
}

const citationsOf = (input: ContentDraftInput): AgencyCitation[] =>
  input.citations.map((citation) => ({
    lessonId: citation.lessonId,
    title: citation.title,
    href: `/aprende/lesson/${citation.lessonId}`,
  }));
