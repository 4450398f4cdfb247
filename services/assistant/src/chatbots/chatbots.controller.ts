import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Res } from '@nestjs/common';
import {
  type Chatbot,
  type ChatbotSummary,
  type ChatbotVersion,
  type ChatbotVersionSummary,
  ErrorCode,
  type PlaygroundReply,
} from '@pipcrafters/contracts';
import { ApiException, CurrentUser, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import { AgencyMessages } from '../agency/messages';
import { AgencyRateLimit } from '../agency/rate-limit';
import { ChatbotsService } from './chatbots.service';
import { ChatbotDto, PlaygroundDto } from './dto/chatbot.dto';
import { PlaygroundService } from './playground.service';

/** A version number in the path: a positive integer, else a Spanish 400. */
const VersionParam = new ParseIntPipe({
  exceptionFactory: () =>
    new ApiException(400, ErrorCode.VALIDATION_FAILED, AgencyMessages.fields.version, [
      AgencyMessages.fields.version,
    ]),
});

/** The chatbot agency: each user's bots, their versions, the playground and the JSON export. */
@Controller('api/assistant/chatbots')
export class ChatbotsController {
  constructor(
    private readonly chatbots: ChatbotsService,
    private readonly playground: PlaygroundService,
    private readonly rate: AgencyRateLimit,
  ) {}

  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<ChatbotSummary[]> {
    return this.chatbots.list(user.userId);
  }

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() dto: ChatbotDto): Promise<Chatbot> {
    return this.chatbots.create(user, dto);
  }

  @Get(':id')
  one(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<Chatbot> {
    return this.chatbots.get(user.userId, id);
  }

  /** Saves the whole configuration: a new version when anything changed (restoring a version = saving it). */
  @Put(':id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() dto: ChatbotDto,
  ): Promise<Chatbot> {
    return this.chatbots.update(user, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    return this.chatbots.remove(user.userId, id);
  }

  @Get(':id/versions')
  versions(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
  ): Promise<ChatbotVersionSummary[]> {
    return this.chatbots.versions(user.userId, id);
  }

  @Get(':id/versions/:version')
  version(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Param('version', VersionParam) version: number,
  ): Promise<ChatbotVersion> {
    if (version < 1) throw new ApiException(404, ErrorCode.NOT_FOUND, AgencyMessages.notFound.version);
    return this.chatbots.version(user.userId, id, version);
  }

  /** A question to the bot, answered for its owner only; counts towards the agency tools' rate limit. */
  @Post(':id/playground')
  @HttpCode(200)
  async ask(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() dto: PlaygroundDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PlaygroundReply> {
    await this.chatbots.configFor(user.userId, id, dto.version);
    await this.rate.take(user.userId, 'playground', response);
    return this.playground.answer(user, id, dto.message, dto.history ?? [], dto.version);
  }

  /** The configuration as a JSON file (schema version 1: see ChatbotExport). */
  @Get(':id/export')
  async export(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const { fileName, body } = await this.chatbots.export(user.userId, id);
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.setHeader('content-disposition', `attachment; filename="${fileName}"`);
    return `${JSON.stringify(body, null, 2)}\n`;
  }
}
