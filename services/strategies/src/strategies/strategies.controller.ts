import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { Strategy, StrategyTemplate, StrategyVersion } from '@pipcrafters/contracts';
import { CurrentUser, type SignedInUser, UuidParam } from '@pipcrafters/service-kit';
import { STRATEGY_TEMPLATES } from '../templates/template-catalog';
import { CreateStrategyDto, ListStrategiesQuery, UpdateStrategyDto, VersionsQuery } from './dto/strategy.dto';
import { StrategiesService } from './strategies.service';

/** `/api/strategies`: bearer token only (the service's table row), every route for its signed-in owner. */
@Controller('api/strategies')
export class StrategiesController {
  constructor(private readonly strategies: StrategiesService) {}

  @Get()
  list(@CurrentUser() user: SignedInUser, @Query() query: ListStrategiesQuery): Promise<Strategy[]> {
    return this.strategies.list(user.userId, query.status);
  }

  @Post()
  create(@CurrentUser() user: SignedInUser, @Body() body: CreateStrategyDto): Promise<Strategy> {
    return this.strategies.create(user.userId, body);
  }

  /** Declared before `:id`, which would otherwise take "templates" for an id. */
  @Get('templates')
  templates(): readonly StrategyTemplate[] {
    return STRATEGY_TEMPLATES;
  }

  @Get(':id')
  get(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<Strategy> {
    return this.strategies.get(user.userId, id);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Body() body: UpdateStrategyDto,
  ): Promise<Strategy> {
    return this.strategies.update(user.userId, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<void> {
    await this.strategies.remove(user.userId, id);
  }

  @Get(':id/versions')
  versions(
    @CurrentUser() user: SignedInUser,
    @Param('id', UuidParam) id: string,
    @Query() query: VersionsQuery,
  ): Promise<StrategyVersion[]> {
    return this.strategies.versions(user.userId, id, query);
  }

  @Post(':id/duplicate')
  duplicate(@CurrentUser() user: SignedInUser, @Param('id', UuidParam) id: string): Promise<Strategy> {
    return this.strategies.duplicate(user.userId, id);
  }
}
