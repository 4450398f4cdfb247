import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import type { Design, DesignSuggestion } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import { AgencyRateLimit } from '../agency/rate-limit';
import { DesignsService } from './designs.service';
import { DesignDto, SuggestDesignDto } from './dto/design.dto';

/** The graphic design agency: suggestions of words and colours, and each user's saved designs. */
@Controller('api/assistant/designs')
export class DesignsController {
  constructor(
    private readonly designs: DesignsService,
    private readonly rate: AgencyRateLimit,
  ) {}

  @Post('suggest')
  @HttpCode(200)
  async suggest(
    @CurrentUser() user: SignedInUser,
    @Body() dto: SuggestDesignDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DesignSuggestion> {
    await this.rate.take(user.userId, 'designs', response);
    return this.designs.suggest(user, dto);
  }

  @Get()
  list(@CurrentUser() user: SignedInUser): Promise<Design[]> {
    return this.designs.list(user.userId);
  }

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() dto: DesignDto): Promise<Design> {
    return this.designs.create(user, dto);
  }

  @Get(':id')
  one(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<Design> {
    return this.designs.get(user.userId, id);
  }

  @Put(':id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() dto: DesignDto,
  ): Promise<Design> {
    return this.designs.update(user, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    return this.designs.remove(user.userId, id);
  }
}
