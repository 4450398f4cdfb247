import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AgencyCitation,
  ErrorCode,
  SOCIAL_LIMITS,
  type SocialCaption,
  type SocialCaptionSource,
  type SocialCaptionsResponse,
  type SocialNetwork,
  type SocialPost,
  type SocialPostInput,
  socialNetwork,
  socialPostText,
  socialTextLength,
} from '@pipcrafters/contracts';
import { ApiException, type SignedInUser } from '@pipcrafters/service-kit';
import { DataSource } from 'typeorm';
import { AgencyCatalog } from '../agency/catalog';
import { AgencyGeneration } from '../agency/generation';
import { AgencyMessages } from '../agency/messages';
import { publishable, refuseInputs, refusePublished } from '../agency/refusal';
import { A } from '../agency/tables';
import { fitCaption, hashtagsFrom, plainFromMarkdown, sentencesOf } from '../agency/text';
import { citations, excerpt, relevant } from '../answers/local/compose';
import { capitalised } from '../content/compose';
import { ContentService } from '../content/content.service';

/** What captions are written from: a topic's, a draft's or a lesson's sentences, and where they come from. */
interface Material {
  topic: string;
  sentences: string[];
  citations: AgencyCitation[];
  lessonTitle: string | null;
}

/** How many of the material's sentences each network's caption takes (as many as fit, at most these). */
const SENTENCES: Record<SocialNetwork, number> = { x: 1, instagram: 3, linkedin: 4, tiktok: 1 };

interface PostRow {
  id: string;
  network: SocialNetwork;
  text: string;
  hashtags: string[];
  scheduledAt: Date;
  status: SocialPost['status'];
  mode: SocialPost['mode'];
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, network, text, hashtags, scheduled_at AS "scheduledAt", status, mode, created_at AS "createdAt",
  updated_at AS "updatedAt"`;

function view(row: PostRow): SocialPost {
  const limit = socialNetwork(row.network).limit;
  return {
    id: row.id,
    network: row.network,
    text: row.text,
    hashtags: row.hashtags,
    scheduledAt: new Date(row.scheduledAt).toISOString(),
    status: row.status,
    mode: row.mode,
    length: socialTextLength(socialPostText(row.text, row.hashtags), row.network),
    limit,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const DAY_MS = 86_400_000;

/** A range's bounds as dates: a date alone is its day's midnight UTC; absent, from 7 days ago to 60 days ahead. */
export function rangeOf(from?: string, to?: string, now = new Date()): { from: Date; to: Date } {
  const start = from ? new Date(from) : new Date(now.getTime() - 7 * DAY_MS);
  const end = to ? new Date(to) : new Date(now.getTime() + 60 * DAY_MS);
  const invalid = (message: string) => new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [message]);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    throw invalid(AgencyMessages.fields.range);
  if (start >= end) throw invalid(AgencyMessages.fields.rangeOrder);
  if (end.getTime() - start.getTime() > SOCIAL_LIMITS.rangeDaysMax * DAY_MS)
    throw invalid(AgencyMessages.fields.rangeTooLong);
  return { from: start, to: end };
}

/** An IANA time zone this runtime knows, else a Spanish 400. */
export function checkedTimeZone(timeZone?: string): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('es-ES', { timeZone });
    return timeZone;
  } catch {
    const message = AgencyMessages.fields.timeZone;
    throw new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [message]);
  }
}

/**
 * The social media agency: captions for each network from a topic, a draft or a lesson (each within its network's
 * limit with its hashtags), and each user's planned posts, listed by range and exported as CSV and iCalendar.
 */
@Injectable()
export class SocialService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: AgencyCatalog,
    private readonly content: ContentService,
    private readonly generation: AgencyGeneration,
  ) {}

  async captions(
    user: SignedInUser,
    request: {
      source: SocialCaptionSource;
      topic?: string;
      draftId?: string;
      lessonId?: string;
      networks: SocialNetwork[];
    },
  ): Promise<SocialCaptionsResponse> {
    const material = await this.material(user, request);
    const tags = (network: SocialNetwork) =>
      hashtagsFrom(
        [material.lessonTitle ?? material.topic, material.topic, material.sentences.join(' ')],
        socialNetwork(network).hashtags,
      );
    const caption = (network: SocialNetwork, parts: string[]): SocialCaption => {
      const { limit } = socialNetwork(network);
      const fitted = fitCaption(parts, tags(network), network, limit);
      return {
        network,
        text: fitted.text,
        hashtags: fitted.hashtags,
        length: socialTextLength(socialPostText(fitted.text, fitted.hashtags), network),
        limit,
      };
    };
    const local = async () =>
      request.networks.map((network) => {
        const S = AgencyMessages.social;
        const source =
          material.lessonTitle && (network === 'linkedin' || network === 'instagram')
            ? [S.source(material.lessonTitle)]
            : [];
        return caption(network, [
          S.hook[network](capitalised(material.topic)),
          ...material.sentences.slice(0, SENTENCES[network]),
          ...source,
          S.close[network],
        ]);
      });
    const generated = await this.generation.run(local, async (complete) => {
      const course = AgencyMessages.prompts.course(material.sentences.slice(0, 8));
      const written = await Promise.all(
        request.networks.map(async (network) => {
          const info = socialNetwork(network);
          const output = await complete({
            system: AgencyMessages.prompts.caption(info.label, info.limit - 120, material.topic, course),
            messages: [{ role: 'user', content: material.topic }],
          });
          refusePublished({ output });
          // Hashtags the model added anyway are dropped: each caption gets its own.
          const text = plainFromMarkdown(output)
            .replace(/(^|\s)#[\p{L}\p{N}_]+/gu, '')
            .trim();
          return caption(network, [text]);
        }),
      );
      return written;
    });
    return {
      captions: generated.value,
      citations: material.citations,
      mode: generated.mode,
      note: generated.note,
    };
  }

  private async material(
    user: SignedInUser,
    request: { source: SocialCaptionSource; topic?: string; draftId?: string; lessonId?: string },
  ): Promise<Material> {
    const F = AgencyMessages.fields;
    const missing = (message: string) =>
      new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [message]);
    if (request.source === 'topic') {
      if (!request.topic) throw missing(F.sourceTopic);
      refuseInputs({ topic: request.topic });
      const found = relevant(await this.catalog.passages(user, request.topic, 8), request.topic).filter(
        (passage) => passage.kind === 'lesson',
      );
      const sentences = found
        .slice(0, 3)
        .flatMap((passage, index) =>
          sentencesOf(excerpt(passage, request.topic as string, index === 0 ? 3 : 2)),
        );
      return {
        topic: request.topic,
        sentences: usable(sentences),
        citations: citations(found, 3),
        lessonTitle: null,
      };
    }
    if (request.source === 'draft') {
      if (!request.draftId) throw missing(F.sourceDraft);
      const draft = await this.content.get(user.userId, request.draftId);
      refusePublished({ draft: draft.markdown });
      const lines = draft.markdown
        .split('\n')
        .filter((line) => !/^\s*#/.test(line))
        .map((line) => line.replace(/^\s*\d+\/\d+\s+/, ''))
        .join('\n');
      return {
        topic: draft.title,
        sentences: usable(sentencesOf(plainFromMarkdown(lines))),
        citations: draft.citations,
        lessonTitle: null,
      };
    }
    if (!request.lessonId) throw missing(F.sourceLesson);
    const lesson = await this.catalog.lesson(user, request.lessonId);
    const passages = await this.catalog.lessonPassages(user, lesson);
    return {
      topic: lesson.title,
      sentences: usable([lesson.summary, ...passages.flatMap((passage) => sentencesOf(passage.text))]),
      citations: [{ lessonId: lesson.id, title: lesson.title, href: lesson.href }],
      lessonTitle: lesson.title,
    };
  }

  async list(userId: string, from: Date, to: Date): Promise<SocialPost[]> {
    const rows: PostRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM ${A.posts}
       WHERE user_id = $1 AND scheduled_at >= $2 AND scheduled_at < $3 ORDER BY scheduled_at, id
       LIMIT ${SOCIAL_LIMITS.postsMax}`,
      [userId, from, to],
    );
    return rows.map(view);
  }

  async get(userId: string, id: string): Promise<SocialPost> {
    const [row] = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM ${A.posts} WHERE id = $1 AND user_id = $2`,
      [id, userId],
    )) as PostRow[];
    if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, AgencyMessages.notFound.post);
    return view(row);
  }

  async create(userId: string, input: SocialPostInput): Promise<SocialPost> {
    this.check(input);
    const id = await this.dataSource.transaction(async (manager) => {
      const [{ count }] = (await manager.query(
        `SELECT count(*)::int AS count FROM ${A.posts} WHERE user_id = $1`,
        [userId],
      )) as [{ count: number }];
      if (count >= SOCIAL_LIMITS.postsMax) {
        throw new ApiException(409, ErrorCode.CONFLICT, AgencyMessages.tooMany.posts);
      }
      const [row] = (await manager.query(
        `INSERT INTO ${A.posts} (user_id, network, text, hashtags, scheduled_at, status, mode)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7) RETURNING id`,
        [userId, ...values(input)],
      )) as [{ id: string }];
      return row.id;
    });
    return this.get(userId, id);
  }

  async update(userId: string, id: string, input: SocialPostInput): Promise<SocialPost> {
    await this.get(userId, id);
    this.check(input);
    await this.dataSource.query(
      `UPDATE ${A.posts} SET network = $3, text = $4, hashtags = $5::jsonb, scheduled_at = $6, status = $7, mode = $8,
         updated_at = now()
       WHERE id = $1 AND user_id = $2`,
      [id, userId, ...values(input)],
    );
    return this.get(userId, id);
  }

  async remove(userId: string, id: string): Promise<void> {
    const [rows] = (await this.dataSource.query(
      `DELETE FROM ${A.posts} WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId],
    )) as [unknown[]];
    if (rows.length === 0) throw new ApiException(404, ErrorCode.NOT_FOUND, AgencyMessages.notFound.post);
  }

  /** A post within its network's limit (hashtags included), and nothing the guardrails refuse. */
  private check(input: SocialPostInput): void {
    const { label, limit } = socialNetwork(input.network);
    const length = socialTextLength(socialPostText(input.text, input.hashtags), input.network);
    if (length > limit) {
      const message = AgencyMessages.tooLong(label, length, limit);
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [message]);
    }
    refusePublished({ text: input.text });
  }
}

const usable = (sentences: string[]) =>
  [...new Set(sentences)].filter((sentence) => !/:$/.test(sentence) && publishable(sentence));

const values = (input: SocialPostInput) => [
  input.network,
  input.text,
  JSON.stringify([...new Set(input.hashtags)]),
  new Date(input.scheduledAt),
  input.status,
  input.mode ?? 'local',
];
