import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ASSISTANT_LIMITS,
  type AssistantCitation,
  type AssistantConversation,
  type AssistantConversationSummary,
  type AssistantMessage,
  type AssistantMode,
  type AssistantName,
  ErrorCode,
} from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource } from 'typeorm';
import { T } from '../database/assistant-schema';
import { AssistantMessages } from '../messages';

interface SummaryRow {
  id: string;
  assistant: AssistantName;
  title: string;
  messageCount: number;
  createdAt: Date;
  updatedAt: Date;
}

interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: AssistantCitation[];
  mode: AssistantMode | null;
  note: string | null;
  feedback: 'up' | 'down' | null;
  createdAt: Date;
}

const SUMMARY = `c.id, c.assistant, c.title, c.created_at AS "createdAt", c.updated_at AS "updatedAt",
  (SELECT count(*)::int FROM ${T.messages} m WHERE m.conversation_id = c.id) AS "messageCount"`;

export const summaryView = (row: SummaryRow): AssistantConversationSummary => ({
  id: row.id,
  assistant: row.assistant,
  title: row.title,
  messageCount: row.messageCount,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

export const messageView = (row: MessageRow): AssistantMessage => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** "¿Qué es el apalancamiento y qué riesgo tiene?" → "Qué es el apalancamiento y qué riesgo tiene". */
export function titleFrom(question: string): string {
  const plain = question
    .replace(/\s+/g, ' ')
    .replace(/^[¿¡\s]+/, '')
    .replace(/[?!.\s]+$/, '')
    .trim();
  const cut =
    plain.length <= ASSISTANT_LIMITS.titleMax
      ? plain
      : `${plain.slice(0, ASSISTANT_LIMITS.titleMax).replace(/\s+\S*$/, '')}…`;
  return cut ? `${cut.charAt(0).toUpperCase()}${cut.slice(1)}` : AssistantMessages.newConversation;
}

/** Conversations and their messages: each user's own, listed newest first, deleted one by one or all at once. */
@Injectable()
export class ConversationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(userId: string, assistant: AssistantName): Promise<AssistantConversationSummary> {
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM ${T.conversations} WHERE user_id = $1`,
      [userId],
    )) as [{ count: number }];
    if (count >= ASSISTANT_LIMITS.conversationsMax) {
      throw new ApiException(409, ErrorCode.CONFLICT, AssistantMessages.tooManyConversations);
    }
    const [row] = await this.dataSource.query(
      `INSERT INTO ${T.conversations} (user_id, assistant) VALUES ($1, $2) RETURNING id`,
      [userId, assistant],
    );
    return this.summary(userId, (row as { id: string }).id);
  }

  async list(userId: string, assistant?: AssistantName): Promise<AssistantConversationSummary[]> {
    const found: SummaryRow[] = await this.dataSource.query(
      `SELECT ${SUMMARY} FROM ${T.conversations} c
       WHERE c.user_id = $1 ${assistant ? 'AND c.assistant = $2' : ''}
       ORDER BY c.updated_at DESC, c.id DESC LIMIT ${ASSISTANT_LIMITS.conversationsMax}`,
      assistant ? [userId, assistant] : [userId],
    );
    return found.map(summaryView);
  }

  async summary(userId: string, id: string): Promise<AssistantConversationSummary> {
    const [row] = (await this.dataSource.query(
      `SELECT ${SUMMARY} FROM ${T.conversations} c WHERE c.id = $1 AND c.user_id = $2`,
      [id, userId],
    )) as SummaryRow[];
    if (!row) throw new ApiException(404, ErrorCode.NOT_FOUND, AssistantMessages.conversationNotFound);
    return summaryView(row);
  }

  async one(userId: string, id: string): Promise<AssistantConversation> {
    const summary = await this.summary(userId, id);
    const messages: MessageRow[] = await this.dataSource.query(
      `SELECT id, role, content, citations, mode, note, feedback, created_at AS "createdAt"
       FROM ${T.messages} WHERE conversation_id = $1 AND user_id = $2 ORDER BY created_at, id`,
      [id, userId],
    );
    return { ...summary, messages: messages.map(messageView) };
  }

  /** The last messages of a conversation, oldest first, for the answer's context. */
  async history(
    userId: string,
    id: string,
    limit = 12,
  ): Promise<{ role: 'user' | 'assistant'; content: string }[]> {
    const found: { role: 'user' | 'assistant'; content: string }[] = await this.dataSource.query(
      `SELECT role, content FROM (
         SELECT role, content, created_at, id FROM ${T.messages}
         WHERE conversation_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3
       ) recent ORDER BY created_at, id`,
      [id, userId, limit],
    );
    return found;
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.dataSource.query(
      `DELETE FROM ${T.conversations} WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId],
    );
    if ((deleted[0] as unknown[]).length === 0) {
      throw new ApiException(404, ErrorCode.NOT_FOUND, AssistantMessages.conversationNotFound);
    }
  }

  async removeAll(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${T.conversations} WHERE user_id = $1`, [userId]);
  }

  /** Thumbs up or down (or null to take it back) on one of the user's answers, kept for review. */
  async feedback(userId: string, messageId: string, rating: 'up' | 'down' | null): Promise<AssistantMessage> {
    const [found] = (await this.dataSource.query(
      `SELECT role FROM ${T.messages} WHERE id = $1 AND user_id = $2`,
      [messageId, userId],
    )) as { role: string }[];
    if (!found) throw new ApiException(404, ErrorCode.NOT_FOUND, AssistantMessages.messageNotFound);
    if (found.role !== 'assistant') {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, AssistantMessages.onlyAnswers, [
        AssistantMessages.onlyAnswers,
      ]);
    }
    const [rows] = (await this.dataSource.query(
      `UPDATE ${T.messages} SET feedback = $3, feedback_at = CASE WHEN $3::text IS NULL THEN NULL ELSE now() END
       WHERE id = $1 AND user_id = $2
       RETURNING id, role, content, citations, mode, note, feedback, created_at AS "createdAt"`,
      [messageId, userId, rating],
    )) as [MessageRow[]];
    return messageView(rows[0] as MessageRow);
  }
}
