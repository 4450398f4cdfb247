import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { SocialCaptionsResponse, SocialPost } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import { AgencyRateLimit } from '../agency/rate-limit';
import { calendarCsv, calendarIcs } from './calendar';
import { CaptionsDto, PostDto, RangeQuery } from './dto/social.dto';
import { checkedTimeZone, rangeOf, SocialService } from './social.service';

/** The social media agency: captions per network, each user's planned posts and their calendar exports. */
@Controller('api/assistant/social')
export class SocialController {
  constructor(
    private readonly social: SocialService,
    private readonly rate: AgencyRateLimit,
  ) {}

  @Post('captions')
  @HttpCode(200)
  async captions(
    @CurrentUser() user: SignedInUser,
    @Body() dto: CaptionsDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SocialCaptionsResponse> {
    await this.rate.take(user.userId, 'social', response);
    return this.social.captions(user, dto);
  }

  @Get('posts')
  list(@CurrentUser() user: SignedInUser, @Query() query: RangeQuery): Promise<SocialPost[]> {
    const { from, to } = rangeOf(query.from, query.to);
    return this.social.list(user.userId, from, to);
  }

  @Post('posts')
  create(@CurrentUser() user: SignedInUser, @Body() dto: PostDto): Promise<SocialPost> {
    return this.social.create(user.userId, dto);
  }

  @Get('posts/:id')
  one(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<SocialPost> {
    return this.social.get(user.userId, id);
  }

  @Put('posts/:id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() dto: PostDto,
  ): Promise<SocialPost> {
    return this.social.update(user.userId, id, dto);
  }

  @Delete('posts/:id')
  @HttpCode(204)
  remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    return this.social.remove(user.userId, id);
  }

  /** The range's posts for a spreadsheet (`;`, BOM, formulas inert), dates in `timeZone` (UTC by default). */
  @Get('calendar.csv')
  async csv(
    @CurrentUser() user: SignedInUser,
    @Query() query: RangeQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const timeZone = checkedTimeZone(query.timeZone);
    const { from, to } = rangeOf(query.from, query.to);
    const body = calendarCsv(await this.social.list(user.userId, from, to), timeZone);
    response.setHeader('content-type', 'text/csv; charset=utf-8');
    response.setHeader('content-disposition', 'attachment; filename="pipcrafters-publicaciones.csv"');
    return body;
  }

  /** The range's posts as iCalendar: one VEVENT per post, DTSTART in UTC. */
  @Get('calendar.ics')
  async ics(
    @CurrentUser() user: SignedInUser,
    @Query() query: RangeQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const { from, to } = rangeOf(query.from, query.to);
    const body = calendarIcs(await this.social.list(user.userId, from, to));
    response.setHeader('content-type', 'text/calendar; charset=utf-8');
    response.setHeader('content-disposition', 'attachment; filename="pipcrafters-publicaciones.ics"');
    return body;
  }
}
