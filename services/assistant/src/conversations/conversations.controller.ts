import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type {
  AssistantConversation,
  AssistantConversationSummary,
  AssistantMessage,
  AssistantSettings,
  AssistantStreamEvents,
} from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import type { Request, Response } from 'express';
import { AnswerService } from '../answers/answer.service';
import { ProviderEngine } from '../answers/provider-engine';
import { AssistantMessages } from '../messages';
import { SettingsService } from '../settings/settings.service';
import { ConversationsService } from './conversations.service';
import {
  ConversationsQuery,
  CreateConversationDto,
  FeedbackDto,
  MessageDto,
  SettingsDto,
} from './dto/conversation.dto';

/** A comment line every few seconds keeps the stream (and the gateway's idle timer) alive while a model thinks. */
const HEARTBEAT_MS = 5000;

const wantsJson = (request: Request) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/event-stream');
};

/** The assistants' API: conversations, questions answered as a stream or whole, feedback, and the reading consent. */
@Controller('api/assistant')
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly answers: AnswerService,
    private readonly settings: SettingsService,
    private readonly provider: ProviderEngine,
  ) {}

  @Post('conversations')
  create(
    @CurrentUser() user: SignedInUser,
    @Body() dto: CreateConversationDto,
  ): Promise<AssistantConversationSummary> {
    return this.conversations.create(user.userId, dto.assistant);
  }

  @Get('conversations')
  list(
    @CurrentUser() user: SignedInUser,
    @Query() query: ConversationsQuery,
  ): Promise<AssistantConversationSummary[]> {
    return this.conversations.list(user.userId, query.assistant);
  }

  @Get('conversations/:id')
  one(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<AssistantConversation> {
    return this.conversations.one(user.userId, id);
  }

  @Delete('conversations/:id')
  @HttpCode(204)
  remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    return this.conversations.remove(user.userId, id);
  }

  @Delete('conversations')
  @HttpCode(204)
  removeAll(@CurrentUser() user: SignedInUser): Promise<void> {
    return this.conversations.removeAll(user.userId);
  }

  /**
   * A question. `Accept: application/json`: the answer whole (AssistantReply). Otherwise Server-Sent Events as the
   * contract describes (`start`, `token`…, `citations`, `done`, or `error`); a client that disconnects stops it.
   */
  @Post('conversations/:id/messages')
  async ask(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() dto: MessageDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    // Refusals (not yours, too many questions) are ordinary JSON errors, before any stream starts.
    await this.conversations.summary(user.userId, id);
    try {
      await this.answers.checkRate(user.userId);
    } catch (error) {
      const retryAfter = (error as { retryAfter?: number }).retryAfter;
      if (retryAfter) response.setHeader('retry-after', String(retryAfter));
      throw error;
    }
    if (wantsJson(request)) {
      response.status(201).json(await this.answers.ask(user, id, dto.content));
      return;
    }
    const stopped = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) stopped.abort();
    });
    response.status(200);
    response.setHeader('content-type', 'text/event-stream; charset=utf-8');
    response.setHeader('cache-control', 'no-cache, no-transform');
    response.setHeader('x-accel-buffering', 'no');
    response.flushHeaders();
    const send = <K extends keyof AssistantStreamEvents>(event: K, data: AssistantStreamEvents[K]) => {
      if (!response.writableEnded && !response.destroyed)
        response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const heartbeat = setInterval(() => {
      if (!response.writableEnded) response.write(': ping\n\n');
    }, HEARTBEAT_MS);
    try {
      const reply = await this.answers.ask(user, id, dto.content, {
        start: (messageId, mode) => send('start', { conversationId: id, messageId, mode }),
        token: (text) => send('token', { text }),
        signal: stopped.signal,
      });
      send('citations', { citations: reply.citations });
      send('done', { message: reply.message, conversation: reply.conversation });
    } catch (error) {
      send('error', { message: AssistantMessages.failed });
      if (!stopped.signal.aborted) throw error;
    } finally {
      clearInterval(heartbeat);
      if (!response.writableEnded) response.end();
    }
  }

  @Post('messages/:id/feedback')
  @HttpCode(200)
  feedback(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() dto: FeedbackDto,
  ): Promise<AssistantMessage> {
    return this.conversations.feedback(user.userId, id, dto.rating);
  }

  @Get('settings')
  async getSettings(@CurrentUser() user: SignedInUser): Promise<AssistantSettings> {
    return this.settings.view(await this.settings.get(user.userId), this.provider.configured);
  }

  @Put('settings')
  async putSettings(@CurrentUser() user: SignedInUser, @Body() dto: SettingsDto): Promise<AssistantSettings> {
    return this.settings.view(
      await this.settings.set(user.userId, dto.claraReadsJournal),
      this.provider.configured,
    );
  }
}
