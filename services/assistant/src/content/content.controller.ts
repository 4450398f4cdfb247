import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { ContentDraft, ContentDraftSummary, ContentGenerated } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import type { Request, Response } from 'express';
import { AgencyRateLimit } from '../agency/rate-limit';
import { ContentService } from './content.service';
import { DraftDto, ExportQuery, GenerateContentDto } from './dto/content.dto';
import { exportDraft, publicOrigin } from './export';

/** The content agency: drafts generated from the course, kept, edited and exported by their owner. */
@Controller('api/assistant/content')
export class ContentController {
  constructor(
    private readonly content: ContentService,
    private readonly rate: AgencyRateLimit,
  ) {}

  @Post('generate')
  @HttpCode(200)
  async generate(
    @CurrentUser() user: SignedInUser,
    @Body() dto: GenerateContentDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContentGenerated> {
    await this.rate.take(user.userId, 'content', response);
    return this.content.generate(user, { ...dto, audience: dto.audience ?? '' });
  }

  @Get('drafts')
  list(@CurrentUser() user: SignedInUser): Promise<ContentDraftSummary[]> {
    return this.content.list(user.userId);
  }

  @Post('drafts')
  create(@CurrentUser() user: SignedInUser, @Body() dto: DraftDto): Promise<ContentDraft> {
    return this.content.create(user.userId, dto);
  }

  @Get('drafts/:id')
  one(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<ContentDraft> {
    return this.content.get(user.userId, id);
  }

  @Put('drafts/:id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() dto: DraftDto,
  ): Promise<ContentDraft> {
    return this.content.update(user.userId, id, dto);
  }

  @Delete('drafts/:id')
  @HttpCode(204)
  remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    return this.content.remove(user.userId, id);
  }

  /** `?format=md` (default) → text/markdown; `?format=html` → a standalone, sanitised HTML document. */
  @Get('drafts/:id/export')
  async export(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Query() query: ExportQuery,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const origin = publicOrigin(request.headers['x-forwarded-proto'], request.headers['x-forwarded-host']);
    const file = exportDraft(
      await this.content.get(user.userId, id),
      query.format ?? 'md',
      new Date(),
      origin,
    );
    response.setHeader('content-type', file.contentType);
    response.setHeader('content-disposition', `attachment; filename="${file.fileName}"`);
    return file.body;
  }
}
