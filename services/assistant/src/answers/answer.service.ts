import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ASSISTANT_LIMITS,
  type AssistantCitation,
  type AssistantMessage,
  type AssistantMode,
  type AssistantReply,
  ErrorCode,
} from '@pipcrafters/contracts';
import { ApiException, type SignedInUser } from '@pipcrafters/service-kit';
import { DataSource } from 'typeorm';
import { ConversationsService, messageView, titleFrom } from '../conversations/conversations.service';
import { T } from '../database/assistant-schema';
import { AssistantMessages } from '../messages';
import { SettingsService } from '../settings/settings.service';
import { checkModelOutput, classify, guardrailAnswer, redactSecrets } from './guard';
import { type AnswerContext, LocalEngine, linkedCitations } from './local/local-engine';
import { ProviderEngine, ProviderFailure } from './provider-engine';

/** What a streaming caller is told as the answer is made. */
export interface AnswerSink {
  start(messageId: string, mode: AssistantMode): void;
  token(text: string): void;
  /** Whether the client is still listening (a stopped stream ends the answer where it is). */
  readonly signal: AbortSignal;
}

/** Local answers are written out a few words at a time, so they read as they arrive; this is the pause between. */
const LOCAL_PACE_MS = 12;
const WORDS_PER_TOKEN = 2;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * One question, one answer: the user's message stored (secrets redacted) and titled, the guardrails first, then
 * the provider when one is configured (falling back to local mode with a note) or local mode, the answer streamed to
 * a sink or returned whole, and stored with its citations and mode.
 */
@Injectable()
export class AnswerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly conversations: ConversationsService,
    private readonly settings: SettingsService,
    private readonly local: LocalEngine,
    private readonly provider: ProviderEngine,
  ) {}

  /** 429 once the user asked `messagesPerWindow` questions in the window, with the minutes to wait. */
  async checkRate(userId: string): Promise<void> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS count, min(created_at) AS oldest FROM ${T.messages}
       WHERE user_id = $1 AND role = 'user' AND created_at > now() - make_interval(secs => $2)`,
      [userId, ASSISTANT_LIMITS.windowSeconds],
    )) as { count: number; oldest: Date | null }[];
    if (!row || row.count < ASSISTANT_LIMITS.messagesPerWindow) return;
    const waitSeconds = Math.max(
      1,
      Math.ceil(
        (new Date(row.oldest as Date).getTime() + ASSISTANT_LIMITS.windowSeconds * 1000 - Date.now()) / 1000,
      ),
    );
    const error = new ApiException(
      429,
      ErrorCode.RATE_LIMITED,
      AssistantMessages.rateLimited(Math.ceil(waitSeconds / 60)),
    );
    (error as ApiException & { retryAfter?: number }).retryAfter = waitSeconds;
    throw error;
  }

  async ask(
    user: SignedInUser,
    conversationId: string,
    question: string,
    sink?: AnswerSink,
  ): Promise<AssistantReply> {
    const conversation = await this.conversations.summary(user.userId, conversationId);
    await this.checkRate(user.userId);
    const history = await this.conversations.history(user.userId, conversationId);
    const stored = redactSecrets(question);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO ${T.messages} (conversation_id, user_id, role, content) VALUES ($1, $2, 'user', $3)`,
        [conversationId, user.userId, stored],
      );
      await manager.query(
        `UPDATE ${T.conversations} SET title = CASE WHEN title = '' THEN $3 ELSE title END, updated_at = now()
         WHERE id = $1 AND user_id = $2`,
        [conversationId, user.userId, titleFrom(stored)],
      );
    });
    const settings = await this.settings.get(user.userId);
    const context: AnswerContext = {
      user,
      assistant: conversation.assistant,
      question: stored,
      history,
      journalConsent: settings.claraReadsJournal,
      seed: history.length,
    };
    const [{ id: messageId }] = (await this.dataSource.query('SELECT gen_random_uuid() AS id')) as [
      { id: string },
    ];
    const signal = sink?.signal ?? new AbortController().signal;
    // What reached the client: a stopped answer is kept as far as it was read, and marked as stopped.
    let sent = '';
    const outer = sink;
    sink = outer && {
      start: (id, answerMode) => outer.start(id, answerMode),
      token: (text) => {
        sent += text;
        outer.token(text);
      },
      signal: outer.signal,
    };

    let content: string;
    let citations: AssistantCitation[];
    let mode: AssistantMode = 'local';
    let note: string | null = null;
    const hit = classify(stored);
    if (hit) {
      sink?.start(messageId, 'local');
      content = guardrailAnswer(hit, conversation.assistant);
      citations = linkedCitations(content);
      await this.write(content, sink);
    } else if (this.provider.configured) {
      sink?.start(messageId, 'provider');
      try {
        const answer = await this.provider.answer(context, (text) => sink?.token(text), signal);
        mode = 'provider';
        content = answer.content;
        citations = answer.citations;
        const slipped = checkModelOutput(content);
        if (slipped) {
          // The model gave a signal or a promise anyway: the stored answer is the guardrail's.
          content = guardrailAnswer(slipped, conversation.assistant);
          citations = linkedCitations(content);
        }
      } catch (error) {
        if (!(error instanceof ProviderFailure)) throw error;
        note = AssistantMessages.fallback[error.reason];
        const local = await this.local.answer(context);
        const lead = error.partial ? '\n\n' : '';
        await this.write(`${lead}_${note}_\n\n${local.content}`, sink);
        content = local.content;
        citations = local.citations;
      }
    } else {
      sink?.start(messageId, 'local');
      const local = await this.local.answer(context);
      content = local.content;
      citations = local.citations;
      await this.write(content, sink);
    }
    if (signal.aborted) {
      content = sent.trim() === '' ? AssistantMessages.stoppedEmpty : sent.trimEnd();
      note = AssistantMessages.stopped;
      citations = citations.filter((citation) => content.includes(citation.href));
    }
    const message = await this.store(user.userId, conversationId, messageId, content, citations, mode, note);
    return {
      content: message.content,
      citations: message.citations,
      message,
      conversation: await this.conversations.summary(user.userId, conversationId),
    };
  }

  /** Streams a composed answer a couple of words at a time (nothing when there is no sink). */
  private async write(content: string, sink?: AnswerSink): Promise<void> {
    if (!sink) return;
    const pieces = content.split(/(?<=\s)/);
    for (let index = 0; index < pieces.length && !sink.signal.aborted; index += WORDS_PER_TOKEN) {
      sink.token(pieces.slice(index, index + WORDS_PER_TOKEN).join(''));
      await sleep(LOCAL_PACE_MS, sink.signal);
    }
  }

  private async store(
    userId: string,
    conversationId: string,
    id: string,
    content: string,
    citations: AssistantCitation[],
    mode: AssistantMode,
    note: string | null,
  ): Promise<AssistantMessage> {
    const [row] = await this.dataSource.transaction(async (manager) => {
      const inserted = await manager.query(
        `INSERT INTO ${T.messages} (id, conversation_id, user_id, role, content, citations, mode, note)
         VALUES ($1, $2, $3, 'assistant', $4, $5::jsonb, $6, $7)
         RETURNING id, role, content, citations, mode, note, feedback, created_at AS "createdAt"`,
        [id, conversationId, userId, content, JSON.stringify(citations), mode, note],
      );
      await manager.query(`UPDATE ${T.conversations} SET updated_at = now() WHERE id = $1 AND user_id = $2`, [
        conversationId,
        userId,
      ]);
      return inserted;
    });
    return messageView(row);
  }
}
